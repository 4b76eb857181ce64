import BigNumber from 'bignumber.js';

/** A decimal string as BigNumber, or null when it is not a finite number (bignumber.js 11 throws on ''). */
export function toDecimal(value: string | BigNumber | null | undefined): BigNumber | null {
  if (value === null || value === undefined || value === '') return null;
  try {
    const n = BigNumber.isBigNumber(value) ? value : new BigNumber(value.trim());
    return n.isFinite() ? n : null;
  } catch {
    return null;
  }
}

/** Input precision of amounts the user types (the brief: at most 8 decimals). */
export const INPUT_DECIMALS = 8;

/**
 * Decimals of a coin's amounts. The API sends none, so: stablecoins (USDT, USDC) 6, as their
 * token contracts have; every other coin 8, the input limit.
 */
export function coinDecimals(coin: string): number {
  return ['usdt', 'usdc'].includes(coin.toLowerCase()) ? 6 : INPUT_DECIMALS;
}
