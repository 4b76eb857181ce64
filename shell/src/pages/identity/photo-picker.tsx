import { useId } from 'react';
import { UPLOAD_TYPES } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import styles from './identity.module.css';

export interface PhotoPickerProps {
  label: string;
  /** Which camera a phone opens first: the back one for a document, the front one for a selfie. */
  capture: 'environment' | 'user';
  /** A blob: URL of the chosen photo, or null before one is chosen. */
  preview: string | null;
  /** A translated problem with the last choice, or with a missing photo. */
  error?: string;
  onChoose(file: File): void;
}

/** One photo of the advanced identity check: taken or chosen, previewed, replaceable. */
export function PhotoPicker({ label, capture, preview, error, onChoose }: PhotoPickerProps) {
  const { t } = useTranslation('account');
  const id = useId();
  return (
    <div className={styles.picker} data-invalid={error ? true : undefined}>
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        accept={UPLOAD_TYPES.join(',')}
        capture={capture}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // Cleared so that choosing the same file again still reports a change.
          event.target.value = '';
          if (chosen) onChoose(chosen);
        }}
      />
      <label htmlFor={id} className={styles.frame}>
        {preview ? (
          <img className={styles.preview} src={preview} alt="" />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            +
          </span>
        )}
        <span className={styles.caption}>
          <span>{label}</span>
          <span className={styles.hint}>{t(preview ? 'photo_replace' : 'photo_choose')}</span>
        </span>
      </label>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
