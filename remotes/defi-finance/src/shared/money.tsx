import { formatAmount, type DecimalInput } from '@atrium/ui';

/**
 * How every defi-finance screen writes an amount with its coin, through the kit's formatter only
 * (grouped the reader's way, trailing zeros dropped). `exact` keeps every decimal: confirmations,
 * results and the balance a form takes from say exactly what moves.
 */
export function moneyText(value: DecimalInput, coin: string, { exact = false } = {}): string {
  return `${formatAmount(value, { exact })} ${coin.toUpperCase()}`;
}

/** An amount and its coin, kept left to right inside right-to-left text ("1,000.5 USDT"). */
export function Money({ value, coin, exact, testId }: { value: DecimalInput; coin: string; exact?: boolean; testId?: string }) {
  return (
    <span dir="ltr" data-testid={testId}>
      {moneyText(value, coin, { exact })}
    </span>
  );
}

/**
 * A range of amounts written once, in one format: "10 – 50,000 USDT" (never "10.0000 –
 * 50000.00"). The limits are said exactly, as the refusals name them.
 */
export function amountRange(min: DecimalInput, max: DecimalInput, coin: string): string {
  return `${formatAmount(min, { exact: true })} – ${formatAmount(max, { exact: true })} ${coin.toUpperCase()}`;
}
