import styles from './number-text.module.css';
import {
  abbreviate,
  formatAmount,
  formatChangePercent,
  formatPercent,
  formatPrice,
  trendOf,
  type DecimalInput,
} from '../format/format-number';
import { cx } from '../utils/class-names';

/** Props of {@link NumberText}. */
export interface NumberTextProps {
  /** A decimal string from the wire or a BigNumber. */
  value: DecimalInput;
  /**
   * `amount` (default) and `price`: 2 or 4 decimals; `abbreviate`: K/M/B/T; `percent`: 2
   * decimals and %; `change`: signed percent, coloured up or down.
   */
  kind?: 'amount' | 'price' | 'abbreviate' | 'percent' | 'change';
  /** An amount with every decimal it has (a confirmation, a result, a balance's detail). */
  exact?: boolean;
  className?: string;
}

const FORMAT = {
  amount: formatAmount,
  price: formatPrice,
  abbreviate,
  percent: formatPercent,
  change: formatChangePercent,
} as const;

/**
 * A number shown by the rules of spec §9 (see format-number.ts), in the page language's marks. Always laid out left to right (a sign and a % must
 * not swap sides in Arabic or Hebrew). A `change` carries `data-trend="up|down|flat"` and is
 * coloured with `--color-up` / `--color-down`.
 */
export function NumberText({ value, kind = 'amount', exact, className }: NumberTextProps) {
  const trend = kind === 'change' ? trendOf(value) : undefined;
  return (
    <span dir="ltr" className={cx(styles.number, trend && styles[trend], className)} data-trend={trend}>
      {kind === 'amount' ? formatAmount(value, { exact }) : FORMAT[kind](value)}
    </span>
  );
}
