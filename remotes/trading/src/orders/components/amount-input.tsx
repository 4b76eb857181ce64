import { TextField } from '@atrium/ui';
import styles from './orders.module.css';

export interface AmountInputProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Shown under the field; the typed text stays as it is. */
  error?: string | null;
  unit?: string;
  /** Quick fills under the field (25 %, 50 %, 75 %, All…): each sets the value it computes. */
  quick?: { label: string; value: () => string }[];
  disabled?: boolean;
  name?: string;
}

/**
 * A decimal input (amount, price, trigger). It keeps exactly what the user typed, whatever it is:
 * a mistake shows a message under the field instead of swallowing keystrokes.
 */
export function AmountInput({ label, value, onChange, error, unit, quick, disabled, name }: AmountInputProps) {
  return (
    <div>
      <TextField
        label={label}
        name={name}
        value={value}
        onChange={onChange}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        placeholder="0"
        disabled={disabled}
        error={error ?? undefined}
        suffix={unit ? <span>{unit.toUpperCase()}</span> : undefined}
      />
      {quick && (
        <div className={styles.quick}>
          {quick.map((q) => (
            <button key={q.label} type="button" disabled={disabled} onClick={() => onChange(q.value())}>
              {q.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
