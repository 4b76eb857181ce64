import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styles from './switch.module.css';
import { cx } from '../utils/class-names';

/** Props of {@link Switch}: a checkbox input's props (name, disabled, id, data-testid…) with a boolean value and a label. */
export interface SwitchProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'role' | 'checked' | 'defaultChecked' | 'onChange' | 'children'> {
  /** What the switch turns on ("Dark theme"); its accessible name. */
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  /** Under the label: what the setting does; read as the switch's description. */
  description?: ReactNode;
  /** Class of the row (the label). */
  className?: string;
}

/**
 * An on/off setting that takes effect at once (a theme, a colour preference): a row with the label
 * at the start and a sliding toggle at the end, the whole row a ≥ 44 px tap target. The native
 * checkbox with `role="switch"` stays the focused and announced element, invisible over the
 * toggle it drives, so keyboards, screen readers and forms treat it as theirs.
 */
export function Switch({ label, checked, onChange, description, className, 'aria-describedby': describedBy, ...input }: SwitchProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <label className={cx(styles.row, className)}>
      <span className={styles.text}>
        <span id={labelId}>{label}</span>
        {description !== undefined && (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        )}
      </span>
      <span className={styles.control}>
        <input
          {...input}
          type="checkbox"
          role="switch"
          className={styles.input}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          // Named by the label alone: the description is read after it, as a description.
          aria-labelledby={labelId}
          aria-describedby={cx(describedBy, description !== undefined && descriptionId) || undefined}
        />
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
      </span>
    </label>
  );
}
