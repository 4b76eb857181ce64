import { Dec } from '../funds/amount.js';

/**
 * The risk thresholds of every loan (CONTRACT-DELTA "Loans"), as loan-to-value ratios: what the
 * user owes (principal + interest + penalty to date) ÷ the collateral's value at the market's last
 * price. A product's own `ltv` is the limit at borrowing (seeded 0.5); these two apply to every
 * loan once taken. The values are those of the large crypto lenders: a margin call well before
 * the liquidation, and a liquidation that leaves about 15 % of the collateral's value to cover the
 * sale's slippage and the interest still accruing, so the house is repaid in full.
 */

/** Above this the user is told (socket frame + mail), once per crossing: add collateral or repay. */
export const MARGIN_CALL_LTV = new Dec('0.75');

/** At or above this the collateral is sold (at the market price) to repay the loan. */
export const LIQUIDATION_LTV = new Dec('0.85');

/**
 * The overdue penalty, percent of the principal a day for each begun day past the due time, on top
 * of the interest (which keeps its daily rate). The spec states none; 0.1 % a day is twice to three
 * times the seeded interest rates: enough to make repaying on time the cheaper choice, small
 * enough that a few days late do not ruin anyone (a week late on 1,000 USDT costs 7 USDT).
 */
export const OVERDUE_PENALTY_RATE = new Dec('0.1');

/** LTVs are shown and compared with 4 decimals (0.7512 = 75.12 %), rounded up: never flattering. */
const LTV_DECIMALS = 4;

/** owed ÷ (collateral × price), rounded up to 4 decimals. */
export function loanToValue(owed: Dec | string, collateral: Dec | string, price: Dec | string): Dec {
  return new Dec(owed).div(new Dec(collateral).times(price)).decimalPlaces(LTV_DECIMALS, Dec.ROUND_UP);
}

export type LoanRisk = 'safe' | 'marginCall' | 'liquidation';

/** Where a loan at this LTV stands. */
export function riskOf(ltv: Dec): LoanRisk {
  if (ltv.gte(LIQUIDATION_LTV)) return 'liquidation';
  if (ltv.gt(MARGIN_CALL_LTV)) return 'marginCall';
  return 'safe';
}

/** A ratio (0.5) as percent text (50), for messages. */
export const percent = (ratio: Dec | string) => new Dec(ratio).times(100).toFixed();
