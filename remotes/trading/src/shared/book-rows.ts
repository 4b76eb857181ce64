import BigNumber from 'bignumber.js';
import type { DepthLevel } from '@atrium/platform';

/** One level of a side of the order book, as the books draw it. */
export interface BookRow {
  price: string;
  amount: string;
  /** The cumulative amount to this level over the deeper side's total, 0…1 (a bar's width only). */
  depth: number;
}

/** The amount on the first `levels` of a side. */
export const sideTotal = (side: readonly DepthLevel[], levels: number) => side.slice(0, levels).reduce((sum, [, amount]) => sum.plus(amount), new BigNumber(0));

/** The first `levels` of a side with their cumulative depth, measured against `total`. */
export function bookRows(side: readonly DepthLevel[], levels: number, total: BigNumber): BookRow[] {
  let sum = new BigNumber(0);
  return side.slice(0, levels).map(([price, amount]) => {
    sum = sum.plus(amount);
    return { price, amount, depth: total.gt(0) ? sum.div(total).toNumber() : 0 };
  });
}

/** Both sides' first `levels`, their bars measured against the deeper of the two. */
export function bookSides(depth: { bids: readonly DepthLevel[]; asks: readonly DepthLevel[] }, levels: number): { bids: BookRow[]; asks: BookRow[] } {
  const total = BigNumber.max(sideTotal(depth.bids, levels), sideTotal(depth.asks, levels));
  return { bids: bookRows(depth.bids, levels, total), asks: bookRows(depth.asks, levels, total) };
}
