import BigNumber from 'bignumber.js';
import type { SpotSide } from '@atrium/api';
import { toDecimal } from './decimal';

/**
 * The quantity of a percentage button: a buy spends that share of the USDT balance at `price`
 * (USDT ÷ price), a sell offers that share of the base coin; floored to the symbol's quantity
 * decimals (rule 8). The buy leaves the fee out: spot fees are taken from what the user receives.
 */
export function quantityForShare(
  input: { side: SpotSide; percent: number; usdt: BigNumber.Value | null | undefined; base: BigNumber.Value | null | undefined; price: BigNumber.Value | null | undefined },
  decimals: number,
): string {
  const share = new BigNumber(input.percent).div(100);
  let quantity: BigNumber | null;
  if (input.side === 'buy') {
    const usdt = toDecimal(input.usdt);
    const price = toDecimal(input.price);
    quantity = usdt && price && price.isGreaterThan(0) ? usdt.times(share).div(price) : null;
  } else {
    quantity = toDecimal(input.base)?.times(share) ?? null;
  }
  if (!quantity || !quantity.isGreaterThan(0)) return '0';
  return quantity.decimalPlaces(decimals, BigNumber.ROUND_DOWN).toFixed();
}

export interface SpotPreview {
  /** amount × price, USDT. */
  total: BigNumber;
  /** The fee, in what the user receives: base coin on a buy, USDT on a sell. */
  fee: BigNumber;
  feeCoin: 'base' | 'usdt';
  /** What arrives after the fee. */
  receive: BigNumber;
}

/** Total, fee and what arrives (TradeConfig.spot.feeRate on what the user receives). */
export function previewSpotOrder(input: { side: SpotSide; amount: BigNumber.Value | null | undefined; price: BigNumber.Value | null | undefined }, feeRate: BigNumber.Value): SpotPreview | null {
  const amount = toDecimal(input.amount);
  const price = toDecimal(input.price);
  const rate = toDecimal(feeRate);
  if (!amount || !price || !rate || !amount.isGreaterThan(0) || !price.isGreaterThan(0)) return null;
  const total = amount.times(price);
  const received = input.side === 'buy' ? amount : total;
  const fee = received.times(rate);
  return { total, fee, feeCoin: input.side === 'buy' ? 'base' : 'usdt', receive: received.minus(fee) };
}
