import BigNumber from 'bignumber.js';
import type { SpotSide } from '@atrium/api';
import { amountProblem, parseTyped, type AmountProblem } from '../logic/amount-rules';
import { toDecimal } from '../logic/decimal';

export type SpotAmountProblem = AmountProblem | 'below_min_value';

export interface SpotOrderInput {
  side: SpotSide;
  amount: string;
  /** The order's price: the typed limit price, or the last price of a market order. */
  price: BigNumber.Value | null;
  quantityDecimals: number;
  /** The spot account's available USDT and base coin (null while unknown). */
  usdt: string | null;
  base: string | null;
  /** Smallest order value, USDT (TradeConfig.spot.minValue). */
  minValue: string;
}

/**
 * The rule a spot amount breaks: a quantity of the base coin with the symbol's decimals, worth at
 * least minValue, and covered by the balance spent (a sell's base coin, a buy's USDT at the price).
 */
export function spotAmountProblem(input: SpotOrderInput): SpotAmountProblem | null {
  const basic = amountProblem(input.amount, { decimals: input.quantityDecimals, balance: input.side === 'sell' ? input.base : null });
  if (basic) return basic;
  const price = toDecimal(input.price);
  if (!price) return null;
  const total = parseTyped(input.amount)!.times(price);
  if (total.isLessThan(input.minValue)) return 'below_min_value';
  if (input.side === 'buy' && input.usdt !== null && total.isGreaterThan(input.usdt)) return 'above_balance';
  return null;
}
