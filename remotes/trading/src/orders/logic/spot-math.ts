import BigNumber from 'bignumber.js';
import type { SpotSide } from '@atrium/api';
import { toDecimal } from '@atrium/ui/amount';
import type { Decimal } from './decimal';

/**
 * The quantity of a percentage button: a buy spends that share of the USDT balance at `price`
 * (USDT ÷ price), a sell offers that share of the base coin; floored to the symbol's quantity
 * decimals (rule 8). The buy leaves the fee out: spot fees are taken from what the user receives.
 */
export function quantityForShare(
  input: { side: SpotSide; percent: number; usdt: Decimal | null | undefined; base: Decimal | null | undefined; price: Decimal | null | undefined },
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

/** The ledger keeps amounts to 8 decimals (server/src/trading/maths.ts spotFill). */
const LEDGER_DECIMALS = 8;

export interface SpotPreview {
  /** amount × price, USDT: on a buy what is paid (rounded up to 8 decimals, as the server holds it). */
  total: BigNumber;
  /** The fee, in what the user receives: base coin on a buy, USDT on a sell. */
  fee: BigNumber;
  feeCoin: 'base' | 'usdt';
  /** What arrives after the fee. */
  receive: BigNumber;
  /** What leaves the spot account (held until a limit order fills): USDT on a buy, the base coin on a sell. */
  paid: BigNumber;
}

/**
 * Total, fee and what arrives (TradeConfig.spot.feeRate on what the user receives), rounded as the
 * server fills: a buy pays the value rounded up, a sell receives it rounded down, the fee floored.
 */
export function previewSpotOrder(input: { side: SpotSide; amount: Decimal | null | undefined; price: Decimal | null | undefined }, feeRate: Decimal): SpotPreview | null {
  const amount = toDecimal(input.amount);
  const price = toDecimal(input.price);
  const rate = toDecimal(feeRate);
  if (!amount || !price || !rate || !amount.isGreaterThan(0) || !price.isGreaterThan(0)) return null;
  const value = amount.times(price);
  const buy = input.side === 'buy';
  const total = value.decimalPlaces(LEDGER_DECIMALS, buy ? BigNumber.ROUND_UP : BigNumber.ROUND_DOWN);
  const received = buy ? amount : total;
  const fee = received.times(rate).decimalPlaces(LEDGER_DECIMALS, BigNumber.ROUND_DOWN);
  return { total, fee, feeCoin: buy ? 'base' : 'usdt', receive: received.minus(fee), paid: buy ? total : amount };
}
