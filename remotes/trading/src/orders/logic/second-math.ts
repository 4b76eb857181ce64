import BigNumber from 'bignumber.js';
import { toDecimal } from '@atrium/ui/amount';
import type { Decimal } from './decimal';

/** What a win returns: the amount and its profit, amount × (1 + payoutRate). */
export function expectedPayout(amount: Decimal | null | undefined, payoutRate: Decimal): BigNumber | null {
  const stake = toDecimal(amount);
  const rate = toDecimal(payoutRate);
  if (!stake || !rate || !stake.isGreaterThan(0)) return null;
  return stake.times(rate.plus(1));
}

/** The profit of a win alone, amount × payoutRate. */
export function expectedProfit(amount: Decimal | null | undefined, payoutRate: Decimal): BigNumber | null {
  const payout = expectedPayout(amount, payoutRate);
  return payout ? payout.minus(toDecimal(amount)!) : null;
}

/** Whole seconds left until `settleTime` (ms) at `now` (ms), never negative; rounded up, so 0 means due. */
export function secondsLeft(settleTime: number, now: number): number {
  return Math.max(0, Math.ceil((settleTime - now) / 1000));
}

/** A countdown as m:ss (or h:mm:ss past an hour), digits only, for a period of seconds to days. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** A period's length for its chip: "30s", "5m", "1h" style units come from the messages; this splits it. */
export function periodUnit(seconds: number): { value: number; unit: 'seconds' | 'minutes' | 'hours' } {
  if (seconds % 3600 === 0 && seconds >= 3600) return { value: seconds / 3600, unit: 'hours' };
  if (seconds % 60 === 0 && seconds >= 60) return { value: seconds / 60, unit: 'minutes' };
  return { value: seconds, unit: 'seconds' };
}
