import { currentLocale, localeTag } from '@atrium/i18n';
import { amountInputText } from '@atrium/ui/amount';
import styles from './orders.module.css';

export interface QuickFill {
  label: string;
  /** The amount to fill in, a plain decimal already floored by the form's maths. */
  value(): string;
}

/**
 * Quick fills under an amount field (25 %, 50 %, 75 %…): each writes its amount into the field the
 * way the page language writes it, as the kit's Max button does, so the field shows what the user
 * could have typed.
 */
export function QuickFills({ items, onFill, disabled }: { items: QuickFill[]; onFill(text: string): void; disabled?: boolean }) {
  return (
    <div className={styles.quick}>
      {items.map((item) => (
        <button key={item.label} type="button" disabled={disabled} onClick={() => onFill(amountInputText(item.value(), localeTag(currentLocale())))}>
          {item.label}
        </button>
      ))}
    </div>
  );
}

/** The shares the quick fills offer, as their labels read. */
export const SHARES = [
  { percent: 25, label: '25%' },
  { percent: 50, label: '50%' },
  { percent: 75, label: '75%' },
] as const;
