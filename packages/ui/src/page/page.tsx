import type { ReactNode } from 'react';
import styles from './page.module.css';
import { PageHeader, type PageHeaderProps } from '../page-header/page-header';
import { cx } from '../utils/class-names';

/** Props of {@link Page}: the header's props, the body and a class for the body. */
export interface PageProps extends PageHeaderProps {
  children: ReactNode;
  /** Added to the body (e.g. a screen that wants less room under the header). */
  bodyClassName?: string;
}

/**
 * The frame of a screen: the common page header (spec §2) over a body that stacks its
 * sections with a gap and stays clear of the home indicator. Must render inside the router.
 */
export function Page({ children, bodyClassName, ...header }: PageProps) {
  return (
    <div className={styles.page}>
      <PageHeader {...header} />
      <div className={cx(styles.body, bodyClassName)}>{children}</div>
    </div>
  );
}
