import type { DepthLevel } from '../contract.js';

export const DEPTH_LEVELS = 20;
/** Levels are this fraction of the price apart (1/10 000 = 0.01 %), and at least one price unit. */
const LEVEL_GAP_DIVISOR = 10_000;

export interface BookSpec {
  /** A stable number of the symbol, so each symbol's book has its own shape. */
  salt: number;
  /** The last price, units of 10^-pricePrecision. */
  price: number;
  tradeSizeUnits: number;
  /** Units to decimal strings. */
  priceText: (units: number) => string;
  amountText: (units: number) => string;
}

/**
 * A plausible order book around the last price: bids below it, descending, asks above it,
 * ascending, DEPTH_LEVELS a side, one gap apart (0.01 % of the price, at least one price unit).
 * An amount is a function of the symbol and its price level (0.2 to 3 typical trades, thicker
 * further out), so a level keeps its amount while the price moves around it. A bid would fall to
 * zero or below for a price of a few units: the book then has fewer bids.
 */
export function orderBook(spec: BookSpec): { bids: DepthLevel[]; asks: DepthLevel[] } {
  const gap = Math.max(1, Math.floor(spec.price / LEVEL_GAP_DIVISOR));
  const level = (price: number, index: number): DepthLevel => {
    const factor = 200 + (levelHash(spec.salt, price) % 2801);
    const amount = Math.max(1, Math.floor((spec.tradeSizeUnits * factor * (8 + index)) / 8000));
    return [spec.priceText(price), spec.amountText(amount)];
  };
  const bids: DepthLevel[] = [];
  const asks: DepthLevel[] = [];
  for (let i = 0; i < DEPTH_LEVELS; i++) {
    const bid = spec.price - (i + 1) * gap;
    if (bid >= 1) bids.push(level(bid, i));
    asks.push(level(spec.price + (i + 1) * gap, i));
  }
  return { bids, asks };
}

/** A 32-bit mix of the salt and a price (which may pass 2^32 units). */
function levelHash(salt: number, price: number): number {
  let h = salt ^ Math.imul(price >>> 0, 0x9e3779b1);
  h ^= Math.imul(Math.floor(price / 0x1_0000_0000) >>> 0, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}
