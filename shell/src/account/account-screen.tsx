import type { ReactNode } from 'react';
import { PageHeader } from '@atrium/ui';
import styles from './account.module.css';

export interface AccountScreenProps {
  title: string;
  /** The header's back arrow (PageHeader's `back`): one step back by default. */
  back?: string | number | false;
  /** Replaces the back arrow's navigation (a detour goes back to the screen that sent the user). */
  onBack?: () => void;
  children: ReactNode;
}

/** The frame of every account screen: the common header (spec §2) and a padded column. */
export function AccountScreen({ title, back, onBack, children }: AccountScreenProps) {
  return (
    <div className={styles.screen}>
      <PageHeader title={title} back={back} onBack={onBack} />
      <div className={styles.body}>{children}</div>
    </div>
  );
}
