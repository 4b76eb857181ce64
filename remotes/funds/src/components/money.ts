import { formatAmount, type DecimalInput } from '@atrium/ui';

/**
 * An amount with its coin ("1,000.5 USDT"), in the kit's one number language: `exact` (every
 * decimal) for what a confirmation, a result or a detail says moves; the spec's decimals for
 * balances and lists.
 */
export const money = (value: DecimalInput, coin: string, exact = false) => `${formatAmount(value, { exact })} ${coin.toUpperCase()}`;

/** A range of amounts, both ends in one format and the coin once: "10 – 50,000 USDT". */
export const moneyRange = (min: DecimalInput, max: DecimalInput, coin: string) =>
  `${formatAmount(min)} – ${formatAmount(max)} ${coin.toUpperCase()}`;
