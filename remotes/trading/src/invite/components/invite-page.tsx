import type { ReactNode } from 'react';
import { PageHeader } from '@atrium/ui';
import styles from './invite.module.css';

/** The frame of the invite and rules screens: the common header (spec §2) over the body. */
export function InvitePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <PageHeader title={title} />
      <div className={styles.body}>{children}</div>
    </div>
  );
}
