import styles from './choice-chips.module.css';

/** Props of {@link ChoiceChips}. */
export interface ChoiceChipsProps {
  items: { value: string; label: string }[];
  value: string;
  onChange(value: string): void;
  'aria-label': string;
}

/** A short row of mutually exclusive choices (coins, chains, terms) as toggle buttons. */
export function ChoiceChips({ items, value, onChange, 'aria-label': label }: ChoiceChipsProps) {
  return (
    <div className={styles.chips} role="group" aria-label={label}>
      {items.map((item) => (
        <button key={item.value} type="button" className={styles.chip} aria-pressed={item.value === value} onClick={() => onChange(item.value)}>
          {item.label}
        </button>
      ))}
    </div>
  );
}
