import type BigNumber from 'bignumber.js';

/**
 * The decimals of what the trading screens send, where the market or the screens decide them.
 * Reading what the user typed is the UI kit's (`@atrium/ui/amount`): nothing here parses input.
 */

/** How many decimals a decimal string is written with ("67250.50" → 2, "12" → 0). */
export function decimalsOf(text: string | null | undefined): number | null {
  if (!text || !/^-?\d+(\.\d+)?$/.test(text.trim())) return null;
  return text.trim().split('.')[1]?.length ?? 0;
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

/** The most decimals the server takes in an amount (server/src/funds/amount.ts AMOUNT_DECIMALS). */
export const SERVER_AMOUNT_DECIMALS = 8;

/** The most decimals the server takes in a price (server/src/trading/parse.ts PRICE_DECIMALS). */
export const SERVER_PRICE_DECIMALS = 12;

/**
 * The market quotes a symbol's prices with its price precision and its volumes with its amount
 * precision (DETAIL's `close` and `volume24` are written with `toFixed` of those, trailing zeros
 * kept), so the live frame says how many decimals a price and a quantity of that symbol take;
 * never more than the server takes.
 */
export function priceDecimals(close: string | null | undefined): number {
  return Math.min(decimalsOf(close) ?? FALLBACK_PRICE_DECIMALS, SERVER_PRICE_DECIMALS);
}

export function quantityDecimals(volume: string | null | undefined): number {
  return Math.min(decimalsOf(volume) ?? FALLBACK_QUANTITY_DECIMALS, SERVER_AMOUNT_DECIMALS);
}

/** A decimal as the trading maths take it: a string from the wire or a BigNumber, never a float. */
export type Decimal = string | BigNumber;

