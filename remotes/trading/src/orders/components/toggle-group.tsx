import styles from './orders.module.css';

export interface ToggleItem<V extends string> {
  value: V;
  label: string;
  /** Colours the pressed choice as a rise or a fall (Long / Up / Buy, Short / Down / Sell). */
  tone?: 'up' | 'down';
}

/** Two or three mutually exclusive choices side by side (Long / Short, Market / Limit). */
export function ToggleGroup<V extends string>({ items, value, onChange, label }: { items: ToggleItem<NoInfer<V>>[]; value: V; onChange(value: NoInfer<V>): void; label: string }) {
  return (
    <div className={styles.toggle} role="group" aria-label={label}>
      {items.map((item) => (
        <button key={item.value} type="button" aria-pressed={item.value === value} data-tone={item.tone} onClick={() => onChange(item.value)}>
          {item.label}
        </button>
      ))}
    </div>
  );
}
