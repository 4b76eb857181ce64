import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styles from './checkbox.module.css';
import { cx } from '../utils/class-names';

/** Props of {@link Checkbox}: a checkbox input's props (name, disabled, id, data-testid…) with a boolean value and a label. */
export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'checked' | 'defaultChecked' | 'onChange' | 'children'> {
  /** What ticking it means ("Save this address"); may hold links (terms, privacy). */
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  /** Shown under the label: marks the box invalid and describes it to screen readers. */
  error?: ReactNode;
  /** Class of the outer wrapper. */
  className?: string;
}

/**
 * A labelled tick box (consent, "save this address"): the box at the start, the label after it,
 * the row a ≥ 44 px tap target. The native checkbox stays the focused and announced element,
 * invisible over the drawn box, so the browser's keyboard, form and screen-reader behaviour is
 * kept while the look is the kit's in both themes.
 */
export function Checkbox({ label, checked, onChange, error, className, 'aria-describedby': describedBy, ...input }: CheckboxProps) {
  const errorId = useId();
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  return (
    <div className={cx(styles.field, className)} data-invalid={invalid || undefined}>
      <label className={styles.row}>
        <span className={styles.control}>
          <input
            {...input}
            type="checkbox"
            className={styles.input}
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            aria-invalid={invalid || undefined}
            aria-describedby={cx(describedBy, invalid && errorId) || undefined}
          />
          <span className={styles.box} aria-hidden="true">
            <svg className={styles.tick} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
          </span>
        </span>
        <span className={styles.label}>{label}</span>
      </label>
      {invalid && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
