import type { ReactNode } from 'react';
import { PageHeader } from '@atrium/ui';
import styles from './funds-page.module.css';

export interface FundsPageProps {
  title: string;
  /** Path or steps of the back arrow (default: one step back, /home after a deep link). */
  back?: string | number | false;
  right?: ReactNode;
  children: ReactNode;
}

/** The frame of every funds screen: the common header (spec §2) over the body. */
export function FundsPage({ title, back, right, children }: FundsPageProps) {
  return (
    <div className={styles.page}>
      <PageHeader title={title} back={back} right={right} />
      <div className={styles.body}>{children}</div>
    </div>
  );
}
