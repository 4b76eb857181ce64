import type { ReactNode } from 'react';
import { PageHeader } from '@atrium/ui';
import styles from './market-page.module.css';

export interface MarketPageProps {
  title: ReactNode;
  /** Path or steps of the back arrow (default: one step back, /home after a deep link); false for none. */
  back?: string | number | false;
  right?: ReactNode;
  children: ReactNode;
}

/** The frame of every market screen: the common header (spec §2) over the body. */
export function MarketPage({ title, back, right, children }: MarketPageProps) {
  return (
    <div className={styles.page}>
      <PageHeader title={title} back={back} right={right} />
      <div className={styles.body}>{children}</div>
    </div>
  );
}
