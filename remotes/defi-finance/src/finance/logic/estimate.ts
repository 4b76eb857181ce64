import BigNumber from 'bignumber.js';
import type { FinanceProduct } from '@atrium/api';
import { toDecimal } from '@atrium/ui/amount';

const DAYS_A_YEAR = 365;
const DAY_MS = 86_400_000;

/** The server pays a day's income rounded down to 8 decimals (CONTRACT-DELTA "Finance"); the estimate does the same. */
const INCOME_DECIMALS = 8;

/**
 * The annualised rate shown beside the daily one: dailyRate × 365, simple interest (the income is
 * paid out every day, not added to the principal), so the screens label it "simple".
 */
export function annualRate(dailyRate: string): BigNumber | null {
  return toDecimal(dailyRate)?.times(DAYS_A_YEAR) ?? null;
}

export interface Estimate {
  /** What a day pays, floored to 8 decimals as the server pays it. */
  daily: string;
  /** What the whole term pays (daily × days); null for a flexible product, which has no term. */
  term: string | null;
}

/**
 * When a holding bought at `time` for a term of `days` days ends and its amount returns (null:
 * flexible, no end). It earns from the UTC day after the purchase, so the term is that many whole
 * UTC days and ends at the close of the last one (the server's termEnd, CONTRACT-DELTA "Finance").
 */
export function maturityTime(time: number, days: number): number | null {
  return days > 0 ? Math.floor(time / DAY_MS) * DAY_MS + (days + 1) * DAY_MS : null;
}

/**
 * The income an amount would earn in `product`: amount × dailyRate % a day, floored to 8 decimals
 * (a promise never rounds up); over the term, the floored daily figure times the days, as the
 * server pays it, one whole UTC day at a time. `amount` is a plain decimal (amountValue's), null
 * while nothing readable is typed; the estimate is null while the amount is not a positive number.
 */
export function estimateIncome(amount: string | null, product: Pick<FinanceProduct, 'dailyRate' | 'days'>): Estimate | null {
  const principal = toDecimal(amount ?? null);
  const rate = toDecimal(product.dailyRate);
  if (!principal || !principal.isGreaterThan(0) || !rate) return null;
  const daily = principal.times(rate).div(100).decimalPlaces(INCOME_DECIMALS, BigNumber.ROUND_DOWN);
  return { daily: daily.toFixed(), term: product.days > 0 ? daily.times(product.days).toFixed() : null };
}
