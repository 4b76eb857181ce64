import styles from './number-text.module.css';
import {
  abbreviate,
  formatAmount,
  formatMoney,
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
  /** The coin after an amount ("1,000.5 USDT"), kept left to right with it in right-to-left text. */
  unit?: string;
  className?: string;
  'data-testid'?: string;
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
export function NumberText({ value, kind = 'amount', exact, unit, className, 'data-testid': testId }: NumberTextProps) {
  const trend = kind === 'change' ? trendOf(value) : undefined;
  return (
    <span dir="ltr" className={cx(styles.number, trend && styles[trend], className)} data-trend={trend} data-testid={testId}>
      {kind === 'amount' ? (unit ? formatMoney(value, unit, { exact }) : formatAmount(value, { exact })) : FORMAT[kind](value)}
    </span>
  );
}
