import type { ReactNode } from 'react';
import { Icon } from '@atrium/ui';
import styles from './account.module.css';

export interface StatusPanelProps {
  /** info: waiting or neutral; success: done; warning: a step missing; danger: refused. */
  tone: 'info' | 'success' | 'warning' | 'danger';
  title: ReactNode;
  children?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
}

/** A state of an account screen (under review, done, refused, not available) with what to do next. */
export function StatusPanel({ tone, title, children, actions }: StatusPanelProps) {
  return (
    <section className={styles.panel} data-tone={tone} role={tone === 'danger' ? 'alert' : 'status'}>
      <div className={styles.panelHead}>
        <span className={styles.panelMark} aria-hidden="true">
          {tone === 'success' ? <Icon name="check" /> : tone === 'info' ? '…' : '!'}
        </span>
        <h2 className={styles.panelTitle}>{title}</h2>
      </div>
      {children !== undefined && <div className={styles.panelBody}>{children}</div>}
      {actions !== undefined && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
