import BigNumber from 'bignumber.js';
import type { SpotSide } from '@atrium/api';
import { amountError, amountValue, toDecimal, type AmountError } from '@atrium/ui/amount';
import type { Decimal } from '../logic/decimal';

export type SpotAmountProblem = AmountError | 'below_min_value';

export interface SpotOrderInput {
  side: SpotSide;
  /** The quantity as typed. */
  amount: string;
  /** The order's price: the typed limit price, or the last price of a market order. */
  price: Decimal | null;
  quantityDecimals: number;
  /** The spot account's available USDT and base coin (null while unknown). */
  usdt: string | null;
  base: string | null;
  /** Smallest order value, USDT (TradeConfig.spot.minValue). */
  minValue: string;
}

/**
 * The rule a spot amount breaks: a quantity of the base coin the UI kit reads, with the symbol's
 * decimals, worth at least minValue, and covered by the balance spent (a sell's base coin, a
 * buy's USDT at the price); while the balance is unknown nothing can be spent from it, as the
 * kit's rule has it.
 */
export function spotAmountProblem(input: SpotOrderInput): SpotAmountProblem | null {
  const decimals = input.quantityDecimals;
  const basic = amountError(input.amount, { decimals, ...(input.side === 'sell' ? { balance: input.base } : {}) });
  if (basic) return basic;
  const price = toDecimal(input.price);
  if (!price) return null;
  const total = new BigNumber(amountValue(input.amount, { decimals })!).times(price);
  if (total.isLessThan(input.minValue)) return 'below_min_value';
  if (input.side === 'buy' && (input.usdt === null || total.isGreaterThan(input.usdt))) return 'insufficient';
  return null;
}
