import { currentLocale, localeTag, useTranslation } from '@atrium/i18n';
import styles from './upload-progress.module.css';
// The kit's pieces from the shared @atrium/ui: this entry is bundled by the screens that upload.
import { Button } from '@atrium/ui';

/** Props of {@link UploadProgress}. */
export interface UploadProgressProps {
  /** What is going up ("2 of 3 photos uploaded"): the bar's name for screen readers too; "Uploading…" by default. */
  label?: string;
  /** Sent so far, 0 to 1; `null` while the size is not known yet (an indeterminate bar). */
  fraction: number | null;
  /** Stops the upload; without it no cancel button is shown. */
  onCancel?: () => void;
}

/**
 * A file upload under way: a bar, the share sent (floored, so 100 % only once everything went
 * up) and a cancel button. On a phone a 5 MB photo takes long enough to need all three.
 */
export function UploadProgress({ label: given, fraction, onCancel }: UploadProgressProps) {
  const { t } = useTranslation('ui');
  const label = given ?? t('uploading');
  const share = fraction === null ? null : Math.min(1, Math.max(0, fraction));
  const percent = share === null ? '' : new Intl.NumberFormat(localeTag(currentLocale()), { style: 'percent', maximumFractionDigits: 0, roundingMode: 'floor' }).format(share);
  return (
    <div className={styles.progress} role="group" aria-label={label} data-testid="upload-progress">
      <div className={styles.heading}>
        <span className={styles.label}>{label}</span>
        <span className={styles.percent} aria-hidden="true">
          {percent}
        </span>
      </div>
      <progress className={styles.bar} aria-label={label} max={1} {...(share === null ? {} : { value: share })} />
      {onCancel && (
        <Button variant="text" className={styles.cancel} onClick={onCancel}>
          {t('cancel')}
        </Button>
      )}
    </div>
  );
}
