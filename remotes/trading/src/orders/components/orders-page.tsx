import type { ReactNode } from 'react';
import { PageHeader } from '@atrium/ui';
import styles from './orders.module.css';

/** The frame of every order screen: the common header (spec §2) over the body. */
export function OrdersPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <PageHeader title={title} />
      <div className={styles.body}>{children}</div>
    </div>
  );
}
