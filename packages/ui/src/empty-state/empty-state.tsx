import type { ReactNode } from 'react';
import { useTranslation } from '@atrium/i18n';
import styles from './empty-state.module.css';
import { cx } from '../utils/class-names';
import '../i18n/register';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** Default: the translated "No data". */
  title?: ReactNode;
  description?: ReactNode;
  /** A button or link under the text (e.g. retry, deposit). */
  action?: ReactNode;
  className?: string;
}

/** What a list or screen shows when it has nothing: a small drawing, a title and an optional action. */
export function EmptyState({ title, description, action, className }: EmptyStateProps) {
  const { t } = useTranslation('ui');
  return (
    <div className={cx(styles.empty, className)}>
      <svg className={styles.art} viewBox="0 0 120 96" aria-hidden="true" focusable="false">
        <ellipse className={styles.shadow} cx="60" cy="86" rx="44" ry="6" />
        <path className={styles.tray} d="M22 44 34 18h52l12 26v34a4 4 0 0 1-4 4H26a4 4 0 0 1-4-4z" />
        <path
          className={styles.outline}
          d="M22 44 34 18h52l12 26M22 44v34a4 4 0 0 0 4 4h68a4 4 0 0 0 4-4V44M22 44h24a14 14 0 0 0 28 0h24"
        />
      </svg>
      <p className={styles.title}>{title ?? t('no_data')}</p>
      {description !== undefined && <p className={styles.description}>{description}</p>}
      {action !== undefined && <div className={styles.action}>{action}</div>}
    </div>
  );
}
