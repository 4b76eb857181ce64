import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styles from './select.module.css';
import { cx } from '../utils/class-names';

/** One choice of {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link Select}: a native select's props (name, id, disabled, aria-label, data-testid…) with a string value and its options. */
export interface SelectProps extends Omit<ComponentPropsWithoutRef<'select'>, 'value' | 'defaultValue' | 'onChange' | 'children' | 'multiple'> {
  /** The field's visible name; without it give `aria-label`, or an outer `<label htmlFor={id}>`. */
  label?: ReactNode;
  value: string;
  options: readonly SelectOption[];
  onChange(value: string): void;
  /** Class of the outer wrapper. */
  className?: string;
}

/**
 * A choice from a short list (a coin, a sort order, a time zone): the platform's own picker opens
 * on a phone (a wheel on iOS, a sheet on Android) and the keyboard works as everywhere, while the
 * field is drawn by the kit, with `appearance: none`, a chevron at its end and the chosen option's
 * label.
 */
export function Select({ label, value, options, onChange, className, id, ...select }: SelectProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  return (
    <div className={cx(styles.field, className)}>
      {label !== undefined && (
        <label className={styles.label} htmlFor={selectId}>
          {label}
        </label>
      )}
      <div className={styles.box}>
        <select {...select} id={selectId} className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg className={styles.chevron} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </div>
    </div>
  );
}
