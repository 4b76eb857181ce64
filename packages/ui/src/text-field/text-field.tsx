import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from '@atrium/i18n';
import styles from './text-field.module.css';
import { cx } from '../utils/class-names';
import '../i18n/register';

/**
 * Props of {@link TextField}: a native input's props (type, placeholder, name, inputMode,
 * autoComplete, disabled, ref…) with a string value and labelled slots. No `maxLength`: a
 * browser cuts what is typed or pasted past it without a word; give `limit` instead.
 */
export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'prefix' | 'maxLength'> {
  label?: ReactNode;
  value: string;
  onChange(value: string): void;
  /** Shown under the field; marks it invalid and describes it to screen readers. */
  error?: ReactNode;
  /** Before the input, inside the box (an area code, an icon). */
  prefix?: ReactNode;
  /** After the input, inside the box (a unit, a Max button, a send-code button). */
  suffix?: ReactNode;
  /** Under the field while there is no error: a limit said before it bites, an example. */
  hint?: ReactNode;
  /**
   * The most characters the server takes: a counter shows how many are used, and going past it
   * is said as an error, while the text stays as typed (nothing is cut).
   */
  limit?: number;
  /** Class of the outer wrapper. */
  className?: string;
}

/** A labelled text input with inline error, and prefix and suffix slots. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  limit,
  prefix,
  suffix,
  className,
  id,
  type = 'text',
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation('ui');
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  // As the server counts (JavaScript string length): an emoji is two.
  const length = value.length;
  const tooLong = limit !== undefined && length > limit;
  const shownError = tooLong ? t('text_too_long', { count: limit }) : error;
  const invalid = shownError !== undefined && shownError !== null && shownError !== false && shownError !== '';
  const hinted = !invalid && hint !== undefined && hint !== null && hint !== '';

  return (
    <div className={cx(styles.field, className)} data-invalid={invalid || undefined}>
      {label !== undefined && (
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
      )}
      <div className={styles.box}>
        {prefix !== undefined && <span className={styles.slot}>{prefix}</span>}
        <input
          {...rest}
          id={inputId}
          type={type}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={cx(describedBy, invalid && errorId, hinted && hintId) || undefined}
        />
        {suffix !== undefined && <span className={styles.slot}>{suffix}</span>}
      </div>
      {(invalid || hinted || limit !== undefined) && (
        <div className={styles.below}>
          {invalid ? (
            <p id={errorId} className={styles.error}>
              {shownError}
            </p>
          ) : hinted ? (
            <p id={hintId} className={styles.hint}>
              {hint}
            </p>
          ) : (
            <span />
          )}
          {limit !== undefined && (
            <span className={styles.counter} data-over={tooLong || undefined} aria-label={t('characters_used', { count: limit, used: length })}>
              {length}/{limit}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
