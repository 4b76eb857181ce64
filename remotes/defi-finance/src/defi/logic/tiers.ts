import BigNumber from 'bignumber.js';
import type { DefiRate } from '@atrium/api';
import { amountError, amountValue, coinDecimals, toDecimal, type AmountError } from '@atrium/ui/amount';

/** Stakes are USDT from the funding account (defi.ts). */
export const STAKE_COIN = 'usdt';
export const STAKE_DECIMALS = coinDecimals(STAKE_COIN);

/** The server pays a day's income rounded down to 8 decimals (CONTRACT-DELTA "Daily accrual"). */
const INCOME_DECIMALS = 8;

/** The typed stake as the plain decimal sent to the server ("1,000.50" → "1000.5"), or null. */
export const stakeValue = (text: string) => amountValue(text, { decimals: STAKE_DECIMALS });

/**
 * The income tier a stake of `amount` (a plain decimal) earns at, as the server chooses it
 * (CONTRACT-DELTA "DeFi stakes"): within the lowest minimum and the highest maximum, the highest
 * tier whose minimum the amount reaches, so an amount in a gap between two tiers keeps the lower
 * tier's rate. Null outside the bounds or without tiers.
 */
export function tierFor(amount: string | null, rates: DefiRate[]): DefiRate | null {
  const value = toDecimal(amount);
  if (!value || rates.length === 0) return null;
  const { min, max } = stakeBounds(rates);
  if ((min && value.isLessThan(min)) || (max && value.isGreaterThan(max))) return null;
  const reached = rates.filter((rate) => value.isGreaterThanOrEqualTo(toDecimal(rate.minAmount) ?? 0));
  return reached.reduce<DefiRate | null>((best, rate) => (!best || new BigNumber(rate.minAmount).isGreaterThan(best.minAmount) ? rate : best), null);
}

/** The smallest and the largest stake any tier takes (null: no bound). */
export function stakeBounds(rates: DefiRate[]): { min: string | null; max: string | null } {
  const mins = rates.map((r) => toDecimal(r.minAmount)).filter((v) => v !== null);
  const maxes = rates.map((r) => toDecimal(r.maxAmount));
  const min = mins.length ? mins.reduce((a, b) => (b.isLessThan(a) ? b : a)).toFixed() : null;
  const max = maxes.length === 0 || maxes.some((v) => v === null) ? null : maxes.reduce((a, b) => (b!.isGreaterThan(a!) ? b : a))!.toFixed();
  return { min, max };
}

/** A day's income of a stake at a tier's rate (a percent a day), floored as the server pays it. */
export function dailyStakeIncome(amount: string | null, rate: string): string | null {
  const value = toDecimal(amount);
  const percent = toDecimal(rate);
  if (!value || !percent) return null;
  return value.times(percent).div(100).decimalPlaces(INCOME_DECIMALS, BigNumber.ROUND_DOWN).toFixed();
}

/** A stake amount's first broken rule: the amount rules, then no tier at all (staking not offered). */
export type JoinError = AmountError | 'no_tier';

export function joinError(text: string, rates: DefiRate[], available: string): JoinError | null {
  const { min, max } = stakeBounds(rates);
  const broken = amountError(text, { min, max, balance: available, decimals: STAKE_DECIMALS });
  if (broken) return broken;
  return tierFor(stakeValue(text), rates) ? null : 'no_tier';
}
