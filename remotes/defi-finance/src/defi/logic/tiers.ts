import type { DefiRate } from '@atrium/api';
import { amountError, coinDecimals, toDecimal, type AmountError } from '@atrium/ui/amount';

/** Stakes are USDT from the funding account (defi.ts). */
export const STAKE_COIN = 'usdt';
export const STAKE_DECIMALS = coinDecimals(STAKE_COIN);

/** The income tier a stake of `amount` falls in: min ≤ amount ≤ max (an empty max has no bound). */
export function tierFor(amount: string, rates: DefiRate[]): DefiRate | null {
  const value = toDecimal(amount);
  if (!value) return null;
  return (
    rates.find((rate) => {
      const min = toDecimal(rate.minAmount);
      const max = toDecimal(rate.maxAmount);
      return (!min || value.isGreaterThanOrEqualTo(min)) && (!max || value.isLessThanOrEqualTo(max));
    }) ?? null
  );
}

/** The smallest and the largest stake any tier takes (null: no bound). */
export function stakeBounds(rates: DefiRate[]): { min: string | null; max: string | null } {
  const mins = rates.map((r) => toDecimal(r.minAmount)).filter((v) => v !== null);
  const maxes = rates.map((r) => toDecimal(r.maxAmount));
  const min = mins.length ? mins.reduce((a, b) => (b.isLessThan(a) ? b : a)).toFixed() : null;
  const max = maxes.length === 0 || maxes.some((v) => v === null) ? null : maxes.reduce((a, b) => (b!.isGreaterThan(a!) ? b : a))!.toFixed();
  return { min, max };
}

/** A stake amount's first broken rule: the amount rules, then a gap between tiers. */
export type JoinError = AmountError | 'no_tier';

export function joinError(text: string, rates: DefiRate[], available: string): JoinError | null {
  const { min, max } = stakeBounds(rates);
  const broken = amountError(text, { min, max, balance: available, decimals: STAKE_DECIMALS });
  if (broken) return broken;
  return tierFor(text, rates) ? null : 'no_tier';
}
