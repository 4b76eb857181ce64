import type { ReviewStatus } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import styles from './review-status.module.css';

const KEYS = { 0: 'status_pending', 1: 'status_approved', 2: 'status_rejected' } as const;
const TONES = { 0: 'pending', 1: 'approved', 2: 'rejected' } as const;

/** A deposit's or withdrawal's review status, translated and coloured. */
export function ReviewStatusText({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation('funds');
  return (
    <span className={styles.status} data-tone={TONES[status]}>
      {t(KEYS[status])}
    </span>
  );
}
