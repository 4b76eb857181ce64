import type { ReactNode } from 'react';
import { PageHeader } from '@atrium/ui';
import styles from './content-page.module.css';

export interface ContentPageProps {
  /** The translated title shown in the header. */
  title: string;
  /** Replaces the header's default back arrow (one step back, or /home after a deep link). */
  onBack?: () => void;
  /** Opens customer service from the header. */
  onService?: () => void;
  children: ReactNode;
}

/** The frame of every content screen: the common page header (spec §2) over the screen's body. */
export function ContentPage({ title, onBack, onService, children }: ContentPageProps) {
  return (
    <div className={styles.page}>
      <PageHeader title={title} onBack={onBack} onService={onService} />
      <div className={styles.body}>{children}</div>
    </div>
  );
}
