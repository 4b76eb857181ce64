import { useId, type ComponentProps, type ReactNode } from 'react';
import styles from './text-field.module.css';
import { cx } from '../utils/class-names';

/**
 * Props of {@link TextField}: a native input's props (type, placeholder, name, inputMode,
 * autoComplete, maxLength, disabled, ref…) with a string value and labelled slots.
 */
export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'prefix'> {
  label?: ReactNode;
  value: string;
  onChange(value: string): void;
  /** Shown under the field; marks it invalid and describes it to screen readers. */
  error?: ReactNode;
  /** Before the input, inside the box (an area code, an icon). */
  prefix?: ReactNode;
  /** After the input, inside the box (a unit, a Max button, a send-code button). */
  suffix?: ReactNode;
  /** Class of the outer wrapper. */
  className?: string;
}

/** A labelled text input with inline error, and prefix and suffix slots. */
export function TextField({
  label,
  value,
  onChange,
  error,
  prefix,
  suffix,
  className,
  id,
  type = 'text',
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';

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
          aria-describedby={cx(describedBy, invalid && errorId) || undefined}
        />
        {suffix !== undefined && <span className={styles.slot}>{suffix}</span>}
      </div>
      {invalid && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
