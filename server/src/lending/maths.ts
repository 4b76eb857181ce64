import { AMOUNT_DECIMALS, Dec, floorAmount } from '../funds/amount.js';

/**
 * The arithmetic of loans and token launches, exact in decimals (rule 8). What the user pays is
 * rounded up to 8 decimals, what the user receives rounded down, so the house never pays a
 * fraction of a unit that the maths did not give.
 */

export const DAY_MS = 86_400_000;
const UNIT = new Dec(1).shiftedBy(-AMOUNT_DECIMALS);

/** Rounded up to 8 decimals (what a user pays). */
export const ceilAmount = (value: Dec) => value.decimalPlaces(AMOUNT_DECIMALS, Dec.ROUND_UP);

/**
 * a ÷ b rounded up to 8 decimals, exactly: Dec's division stops at 40 decimals (rounding down),
 * so a quotient that lands on an 8-decimal step after truncation is checked against a.
 */
export function divideUp(a: Dec, b: Dec): Dec {
  let quotient = ceilAmount(a.div(b));
  if (quotient.times(b).lt(a)) quotient = quotient.plus(UNIT);
  return quotient;
}

/** a ÷ b rounded down to 8 decimals (truncating at 40 decimals first never crosses an 8-decimal step). */
export const divideDown = (a: Dec, b: Dec): Dec => floorAmount(a.div(b));

// ---- Loans ---------------------------------------------------------------------------------

/**
 * The collateral a loan needs: amount ÷ ltv is the collateral's value in USDT, ÷ the collateral
 * coin's USDT price is its quantity; rounded up so the loan never exceeds ltv of its value.
 */
export const collateralFor = (amount: Dec, ltv: Dec | string, price: Dec | string): Dec => divideUp(amount, new Dec(ltv).times(price));

export interface ChargedDays {
  /** Days charged within the term: at least 1, at most the term. */
  withinTerm: number;
  /** Whole days past the due time (each begun day counts). */
  overdue: number;
}

/**
 * The days a loan is charged for after `elapsedMs`: every begun day counts (rounded up), at least
 * one day however soon it is repaid. Days up to the term are the term's; days past it are overdue.
 */
export function chargedDays(elapsedMs: number, termDays: number): ChargedDays {
  const used = Math.max(1, Math.ceil(Math.max(0, elapsedMs) / DAY_MS));
  return { withinTerm: Math.min(used, termDays), overdue: Math.max(0, used - termDays) };
}

/**
 * The interest owed after `elapsedMs`: amount × dailyRate % a day for the days charged. Overdue
 * days are charged at the same daily rate, so interest keeps growing until the loan is repaid
 * (or liquidated); the overdue penalty comes on top (overduePenalty). Rounded up to 8 decimals.
 */
export function loanInterest(amount: Dec | string, dailyRatePercent: Dec | string, termDays: number, elapsedMs: number): Dec {
  const days = chargedDays(elapsedMs, termDays);
  const perDay = new Dec(amount).times(dailyRatePercent).div(100);
  return ceilAmount(perDay.times(days.withinTerm + days.overdue));
}

/**
 * The overdue penalty after `elapsedMs`: amount × penaltyRate % for each begun day past the term
 * (loan-risk.ts OVERDUE_PENALTY_RATE), zero within the term. Rounded up to 8 decimals.
 */
export function overduePenalty(amount: Dec | string, penaltyRatePercent: Dec | string, termDays: number, elapsedMs: number): Dec {
  const { overdue } = chargedDays(elapsedMs, termDays);
  return ceilAmount(new Dec(amount).times(penaltyRatePercent).div(100).times(overdue));
}

// ---- Token launches ------------------------------------------------------------------------

export interface Allocation {
  /** Tokens received (rounded down to 8 decimals). */
  tokens: Dec;
  /** USDT spent on them: tokens × price rounded up, never more than the amount applied. */
  cost: Dec;
  /** USDT returned: amount − cost. */
  refund: Dec;
}

/**
 * One application's share of a launch, given the total applied by everyone. When the total fits
 * the supply (total ≤ supply × price) everyone gets amount ÷ price tokens; otherwise pro rata:
 * supply × amount ÷ total tokens. Tokens round down, so their sum never exceeds the supply; the
 * cost rounds up and stays within the amount (the exact cost is below it, and the amount has at
 * most 8 decimals).
 */
export function allocate(amount: Dec, total: Dec, supply: Dec | string, price: Dec | string): Allocation {
  const tokensOffered = new Dec(supply);
  const oversubscribed = total.gt(tokensOffered.times(price));
  const tokens = oversubscribed ? divideDown(tokensOffered.times(amount), total) : divideDown(amount, new Dec(price));
  const cost = ceilAmount(tokens.times(price));
  return { tokens, cost, refund: amount.minus(cost) };
}
