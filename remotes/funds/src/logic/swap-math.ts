import BigNumber from 'bignumber.js';
import { toDecimal } from '@atrium/ui/amount';

/** One swap's prices: each coin's USDT price and the fee rate (a fraction of what is received). */
export interface SwapQuote {
  fromPrice: string;
  toPrice: string;
  feeRate: string;
}

/** Units of `to` one unit of `from` buys, before the fee. */
export function swapRate(quote: SwapQuote): BigNumber | null {
  const from = toDecimal(quote.fromPrice);
  const to = toDecimal(quote.toPrice);
  if (!from || !to || to.isZero()) return null;
  return from.dividedBy(to);
}

/**
 * What the user receives for `fromAmount`, after the fee, rounded DOWN to the target's decimals:
 * the screen never promises more than the server credits.
 */
export function receiveFor(fromAmount: string, quote: SwapQuote, toDecimals: number): string {
  const amount = toDecimal(fromAmount);
  const rate = swapRate(quote);
  const fee = toDecimal(quote.feeRate) ?? new BigNumber(0);
  if (!amount || !rate || amount.isLessThanOrEqualTo(0)) return '';
  return amount.times(rate).times(new BigNumber(1).minus(fee)).decimalPlaces(toDecimals, BigNumber.ROUND_DOWN).toFixed();
}

/**
 * What the user must give to receive `toAmount`: rounded UP to the source's decimals, so that
 * giving it yields at least `toAmount` (the inverse of receiveFor).
 */
export function giveFor(toAmount: string, quote: SwapQuote, fromDecimals: number): string {
  const wanted = toDecimal(toAmount);
  const rate = swapRate(quote);
  const keep = new BigNumber(1).minus(toDecimal(quote.feeRate) ?? 0);
  if (!wanted || !rate || rate.isZero() || keep.isLessThanOrEqualTo(0) || wanted.isLessThanOrEqualTo(0)) return '';
  return wanted.dividedBy(rate.times(keep)).decimalPlaces(fromDecimals, BigNumber.ROUND_UP).toFixed();
}

/**
 * The fee, in the target coin, that a swap of `fromAmount` pays, as the server takes it: the gross
 * (amount × rate) floored to the target's decimals, less what is received.
 */
export function swapFee(fromAmount: string, quote: SwapQuote, toDecimals: number): BigNumber | null {
  const amount = toDecimal(fromAmount);
  const rate = swapRate(quote);
  const received = toDecimal(receiveFor(fromAmount, quote, toDecimals));
  if (!amount || !rate || !received) return null;
  return amount.times(rate).decimalPlaces(toDecimals, BigNumber.ROUND_DOWN).minus(received);
}

/** The swap coin of a symbol item (spec §3): the symbol without "usdt"; "usdt" itself stays. */
export function swapCoinOf(symbol: string): string {
  const lower = symbol.toLowerCase();
  return lower === 'usdt' ? lower : lower.replace(/usdt$/, '');
}

/** The fee rate (a fraction, "0.002") in percent units ("0.2") for the kit's percent format. */
export function feePercent(feeRate: string): string {
  return (toDecimal(feeRate) ?? new BigNumber(0)).times(100).toFixed();
}
