import { useId } from 'react';
import styles from './coin-select.module.css';

export interface CoinSelectProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
}

/** A labelled native select: the platform's own picker on phones, keyboard-friendly everywhere. */
export function CoinSelect({ label, value, options, onChange }: CoinSelectProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
