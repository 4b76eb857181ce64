import { useState } from 'react';
import type BigNumber from 'bignumber.js';
import type { OrderType } from '@atrium/api';
import { amountProblem, parseTyped, wireDecimal, type AmountProblem } from '../logic/amount-rules';
import { priceDecimals, toDecimal } from '../logic/decimal';

export interface OrderPrice {
  type: OrderType;
  /** Switches market / limit; a limit order starts from the last price, which the user then moves. */
  choose(type: OrderType): void;
  /** A limit order at `price` (a level tapped in the order book). */
  limitAt(price: string): void;
  /** The limit price as typed. */
  limitPrice: string;
  setLimitPrice(value: string): void;
  /** The decimals of the symbol's prices (read from the last price). */
  decimals: number;
  /** What is wrong with the typed limit price (null for a market order). */
  problem: AmountProblem | null;
  /** The price the order is previewed at: the typed limit, or the last price for a market order. */
  price: BigNumber | null;
  /** The request's price field: the limit price for a limit order, nothing for a market order. */
  wire(): { price?: string };
}

/** Market or limit and the limit price of an order form (contract and spot). */
export function useOrderPrice(initial: OrderType, lastPrice: string | null): OrderPrice {
  const [type, setType] = useState(initial);
  const [limitPrice, setLimitPrice] = useState(initial === 'limit' ? (lastPrice ?? '') : '');
  const decimals = priceDecimals(lastPrice);
  const problem = type === 'limit' ? amountProblem(limitPrice, { decimals }) : null;
  return {
    type,
    choose: (next) => {
      if (next === 'limit' && limitPrice === '' && lastPrice) setLimitPrice(lastPrice);
      setType(next);
    },
    limitAt: (price) => {
      setType('limit');
      setLimitPrice(price);
    },
    limitPrice,
    setLimitPrice,
    decimals,
    problem,
    price: type === 'limit' ? (problem ? null : parseTyped(limitPrice)) : toDecimal(lastPrice),
    wire: () => (type === 'limit' ? { price: wireDecimal(limitPrice) } : {}),
  };
}
