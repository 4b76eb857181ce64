import { useId, useRef, useState, type ReactNode } from 'react';
import { currentLocale, localeTag, useTranslation } from '@atrium/i18n';
// The kit's pieces from the shared @atrium/ui: this entry is bundled by the screens that use it.
import { Button } from '@atrium/ui';
import styles from './file-picker.module.css';
import { acceptedTypeNames, acceptsFile, acceptsImagesOnly } from './file-types';
import { useObjectUrl } from './use-object-url';
import { UploadProgress, type UploadProgressProps } from '../upload-progress/upload-progress';
import a11y from '../styles/a11y.module.css';
import { cx } from '../utils/class-names';

/** Props of {@link FilePicker}. */
export interface FilePickerProps {
  /** What the file is for ("Front of the ID"): the group's name, drawn above the button. */
  label: ReactNode;
  /** The chosen file, or null before one is chosen. */
  file: File | null;
  /** Called with a file that passed `accept` and `maxBytes`, or null when it is removed. */
  onChange(file: File | null): void;
  /** The types taken, as the input's `accept` ("image/jpeg,image/png"); a file of another type is refused with a message naming them. */
  accept?: string;
  /** The largest file taken, in bytes; a larger one is refused with a message saying the limit. */
  maxBytes?: number;
  /** Which camera a phone opens first for a photo: the back one for a document, the front one for a selfie. */
  capture?: 'user' | 'environment';
  /** "Choose a photo" or "Choose a file" on the button; by default a photo when `accept` takes images only. */
  kind?: 'photo' | 'file';
  /** Offers to remove the chosen file (for an optional one). */
  clearable?: boolean;
  /** The caller's problem with the choice ("Please add this photo"): shown under it, and the group is marked invalid. */
  error?: ReactNode;
  /** Under the button while there is no error: the limits said before they bite. */
  hint?: ReactNode;
  /** The file going up: a bar with the share sent and, with `onCancel`, a cancel button. */
  progress?: UploadProgressProps | null;
  disabled?: boolean;
  /** The input's name, for a form that reads it. */
  name?: string;
  className?: string;
  'data-testid'?: string;
}

/** How many bytes in a megabyte, as the limits are said (5 MB = 5 × 1024 × 1024). */
const MEGABYTE = 1024 * 1024;

/**
 * A file field the kit draws (a deposit proof, an ID photo): a translated "Choose a photo" button
 * opening the native dialog from a visually hidden input, then the chosen file's name and, for an
 * image, its preview. A file of a type not in `accept` or over `maxBytes` is refused at once with
 * a message in the user's language, and the previous choice is kept. `progress` shows the upload.
 */
export function FilePicker({
  label,
  file,
  onChange,
  accept,
  maxBytes,
  capture,
  kind,
  clearable = false,
  error,
  hint,
  progress,
  disabled = false,
  name,
  className,
  'data-testid': testId,
}: FilePickerProps) {
  const { t } = useTranslation('ui');
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const messageId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const image = file && file.type.startsWith('image/') ? file : null;
  const preview = useObjectUrl(image);
  const photo = (kind ?? (acceptsImagesOnly(accept) ? 'photo' : 'file')) === 'photo';
  const locale = localeTag(currentLocale());

  const pick = (chosen: File) => {
    if (!acceptsFile(accept, chosen)) {
      const types = new Intl.ListFormat(locale, { type: 'disjunction' }).format(acceptedTypeNames(accept));
      return setRefusal(t('file_type', { types }));
    }
    if (maxBytes !== undefined && chosen.size > maxBytes) {
      const max = new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(maxBytes / MEGABYTE);
      return setRefusal(t('file_too_large', { max }));
    }
    setRefusal(null);
    onChange(chosen);
  };

  const shownError = refusal ?? error;
  const invalid = shownError !== undefined && shownError !== null && shownError !== false && shownError !== '';
  const message = invalid ? shownError : hint;
  const hasMessage = message !== undefined && message !== null && message !== false && message !== '';

  return (
    <div role="group" aria-labelledby={labelId} className={cx(styles.picker, className)} data-invalid={invalid || undefined} data-testid={testId}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.body}>
        {image && <img ref={preview} className={styles.preview} alt="" />}
        <div className={styles.choice}>
          {file && (
            <span className={styles.name} dir="auto" data-testid="file-name">
              {file.name}
            </span>
          )}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              disabled={disabled}
              aria-invalid={invalid || undefined}
              aria-describedby={hasMessage ? messageId : undefined}
              onClick={() => input.current?.click()}
            >
              {file ? (photo ? t('file_change_photo') : t('file_change_file')) : photo ? t('file_choose_photo') : t('file_choose_file')}
            </Button>
            {clearable && file && (
              <Button
                variant="text"
                disabled={disabled}
                onClick={() => {
                  setRefusal(null);
                  onChange(null);
                }}
              >
                {t('file_remove')}
              </Button>
            )}
          </div>
        </div>
      </div>
      {/* Reached through the button: out of the tab order and of the accessibility tree. */}
      <input
        ref={input}
        className={a11y.visuallyHidden}
        type="file"
        name={name}
        accept={accept}
        capture={capture}
        disabled={disabled}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // Cleared so that choosing the same file again (after removing it) still reports a change.
          event.target.value = '';
          if (chosen) pick(chosen);
        }}
      />
      {hasMessage && (
        <p id={messageId} className={invalid ? styles.error : styles.hint} role={refusal ? 'alert' : undefined}>
          {message}
        </p>
      )}
      {progress && <UploadProgress {...progress} />}
    </div>
  );
}
