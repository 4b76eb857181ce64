import type { ParseKeys } from 'i18next';
import BigNumber from 'bignumber.js';
import type { UplanOrder, UplanProduct, UplanReviewStatus } from '@atrium/api';
import { amountError, amountValue, maxAmount, toDecimal, type AmountError } from '@atrium/ui/amount';

/**
 * The U plan rules of spec §4–§5, as data: what an order's card shows, how full it is, and what an
 * amount typed into the purchase or top-up dialog may be. Decimal maths only (rule 8).
 */

/** Amounts are USDT with at most this many decimals (the server's 8). */
export const UPLAN_DECIMALS = 8;

/** /uplanDetails?type: 1 a product to sign for, 2 a signed order, 3 an overdue order. */
export type DetailsType = 1 | 2 | 3;

export function detailsType(raw: string | null): DetailsType | null {
  return raw === '1' || raw === '2' || raw === '3' ? (Number(raw) as DetailsType) : null;
}

/** The details type an order opens as: overdue orders (orderStatus 2) are type 3, the rest 2. */
export const orderDetailsType = (order: Pick<UplanOrder, 'orderStatus'>): DetailsType => (order.orderStatus === 2 ? 3 : 2);

/** alreadyAmount ÷ projectAmount in percent, kept within 0–100 (0 without a project amount). */
function progressShare(alreadyAmount: string, projectAmount: string): BigNumber {
  const already = toDecimal(alreadyAmount) ?? new BigNumber(0);
  const project = toDecimal(projectAmount);
  if (!project || !project.isGreaterThan(0)) return new BigNumber(0);
  return BigNumber.max(0, BigNumber.min(100, already.div(project).times(100)));
}

/** How full an order is, in whole percent, floored: the bar's width and its aria-valuenow. */
export const progressPercent = (alreadyAmount: string, projectAmount: string): number =>
  progressShare(alreadyAmount, projectAmount).integerValue(BigNumber.ROUND_DOWN).toNumber();

/** How full an order is, in percent as a decimal string, for the kit's percent formatter (which floors it to 2 decimals). */
export const progressPercentValue = (alreadyAmount: string, projectAmount: string): string =>
  progressShare(alreadyAmount, projectAmount).decimalPlaces(2, BigNumber.ROUND_DOWN).toFixed();

const isFull = (order: Pick<UplanOrder, 'alreadyAmount' | 'projectAmount'>) => {
  const already = toDecimal(order.alreadyAmount);
  const project = toDecimal(order.projectAmount);
  return !!already && !!project && already.isGreaterThanOrEqualTo(project);
};

/**
 * What an order's card offers (spec §4 "U plan signed tab"): completed (orderStatus 3) a label;
 * overdue an overdue top-up; full an "in income" label; otherwise a top-up.
 */
export type OrderAction = 'completed' | 'overdue_replenish' | 'in_income' | 'replenish';

export function orderAction(order: Pick<UplanOrder, 'orderStatus' | 'alreadyAmount' | 'projectAmount'>): OrderAction {
  if (order.orderStatus === 3) return 'completed';
  if (order.orderStatus === 2 && !isFull(order)) return 'overdue_replenish';
  return isFull(order) ? 'in_income' : 'replenish';
}

/** Whether the order can still be topped up: not completed, and below projectAmount. */
export const canTopUp = (order: Pick<UplanOrder, 'orderStatus' | 'alreadyAmount' | 'projectAmount'>): boolean =>
  order.orderStatus !== 3 && !isFull(order);

/** The message key of a reviewStatus (spec §4): waiting for review, in income, pledge completed. */
export const REVIEW_KEYS: Record<UplanReviewStatus, ParseKeys<'uplan'>> = { 0: 'review_waiting', 1: 'review_income', 2: 'review_completed' };

/** What may still be added to an order: projectAmount − alreadyAmount, never below 0. */
export function topUpRoom(order: Pick<UplanOrder, 'alreadyAmount' | 'projectAmount'>): string {
  const room = (toDecimal(order.projectAmount) ?? new BigNumber(0)).minus(toDecimal(order.alreadyAmount) ?? 0);
  return room.isGreaterThan(0) ? room.toFixed() : '0';
}

/** The dialog's target: a product to sign for (type 1) or an order to top up (types 2 and 3). */
export type PurchaseTarget = { kind: 'product'; product: Pick<UplanProduct, 'limitMin' | 'projectAmount'> } | { kind: 'order'; order: Pick<UplanOrder, 'alreadyAmount' | 'projectAmount'> };

/** The All button: projectAmount for a product (spec §4), what is left to full for an order; floored to the amount decimals. */
export const allAmount = (target: PurchaseTarget): string =>
  maxAmount(target.kind === 'product' ? target.product.projectAmount : topUpRoom(target.order), UPLAN_DECIMALS);

/** The limits of a purchase: a product takes limitMin to projectAmount, a top-up up to what is left to full. */
export function purchaseLimits(target: PurchaseTarget): { min: string | null; max: string } {
  if (target.kind === 'order') return { min: null, max: topUpRoom(target.order) };
  return { min: toDecimal(target.product.limitMin)?.toFixed() ?? null, max: toDecimal(target.product.projectAmount)?.toFixed() ?? '0' };
}

/**
 * The first rule a typed amount breaks, or null. A product: at least limitMin (spec §5's message,
 * said under the field) and at most projectAmount; an order: at most what is left to full; both:
 * at most the funding account's available USDT (`balance`, when it is known: otherwise the
 * server judges it). The text is read in the page's language (amountValue), never as a JS number.
 */
export type PurchaseProblem = { kind: 'amount'; error: AmountError } | { kind: 'minimum'; min: string } | { kind: 'cap'; max: string };

export function purchaseProblem(text: string, target: PurchaseTarget, locale?: string, balance?: string): PurchaseProblem | null {
  const { min, max } = purchaseLimits(target);
  // A full order has no room: any amount is beyond it (amountError reads a max of 0 as "none").
  const error = amountError(text, { decimals: UPLAN_DECIMALS, min, max: max === '0' ? null : max, locale, ...(balance === undefined ? {} : { balance }) });
  if (!error && max === '0') return { kind: 'cap', max };
  if (!error) return null;
  if (error === 'below_min' && min) return { kind: 'minimum', min };
  if (error === 'above_max') return { kind: 'cap', max };
  return { kind: 'amount', error };
}

/** The amount to send: the typed text read in the page's language, as a plain decimal ("1,000.5" → "1000.5"). */
export const purchaseAmount = (text: string, locale?: string): string | null => amountValue(text, { decimals: UPLAN_DECIMALS, locale });
