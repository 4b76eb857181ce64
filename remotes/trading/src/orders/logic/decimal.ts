import BigNumber from 'bignumber.js';

/** A decimal string as BigNumber, or null when it is not a finite number (bignumber.js 11 throws on ''). */
export function toDecimal(value: BigNumber.Value | null | undefined): BigNumber | null {
  if (value === null || value === undefined || value === '') return null;
  try {
    const n = BigNumber.isBigNumber(value) ? value : new BigNumber(typeof value === 'string' ? value.trim() : value);
    return n.isFinite() ? n : null;
  } catch {
    return null;
  }
}

/** How many decimals a decimal string is written with ("67250.50" → 2, "12" → 0). */
export function decimalsOf(text: string | null | undefined): number | null {
  if (!text || !/^-?\d+(\.\d+)?$/.test(text.trim())) return null;
  return text.trim().split('.')[1]?.length ?? 0;
}

/** Cuts toward zero to `decimals` places and writes it plainly (never "1e-7"), for an input. */
export function floorText(value: BigNumber, decimals: number): string {
  if (!value.isFinite() || value.isNegative()) return '0';
  return value.decimalPlaces(Math.max(0, decimals), BigNumber.ROUND_DOWN).toFixed();
}

/** Wire decimals of USDT amounts the trading screens send: margins, stakes and their quick fills. */
export const USDT_DECIMALS = 2;

/**
 * Decimals of a coin quantity when the market has not told us (see quantityDecimals): the brief's
 * fallback of 6.
 */
export const FALLBACK_QUANTITY_DECIMALS = 6;

/** Decimals of a typed price when the market has not told us. */
export const FALLBACK_PRICE_DECIMALS = 8;

/**
 * The market quotes a symbol's prices with its price precision and its volumes with its amount
 * precision (DETAIL's `close` and `volume24` are written with `toFixed` of those, trailing zeros
 * kept), so the live frame says how many decimals a price and a quantity of that symbol take.
 */
export function priceDecimals(close: string | null | undefined): number {
  return decimalsOf(close) ?? FALLBACK_PRICE_DECIMALS;
}

export function quantityDecimals(volume: string | null | undefined): number {
  return decimalsOf(volume) ?? FALLBACK_QUANTITY_DECIMALS;
}
