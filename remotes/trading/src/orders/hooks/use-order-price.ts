import { useState } from 'react';
import BigNumber from 'bignumber.js';
import type { OrderType } from '@atrium/api';
import { currentLocale, localeTag } from '@atrium/i18n';
import { amountError, amountInputText, amountValue, toDecimal, type AmountError } from '@atrium/ui/amount';
import { priceDecimals } from '../logic/decimal';

export interface OrderPrice {
  type: OrderType;
  /** Switches market / limit; a limit order starts from the last price, which the user then moves. */
  choose(type: OrderType): void;
  /** A limit order at `price` (a plain decimal: a level tapped in the order book). */
  limitAt(price: string): void;
  /** The limit price as typed. */
  limitPrice: string;
  setLimitPrice(value: string): void;
  /** The decimals of the symbol's prices (read from the last price). */
  decimals: number;
  /** What is wrong with the typed limit price (null for a market order). */
  problem: AmountError | null;
  /** The price the order is previewed at: the typed limit, or the last price for a market order. */
  price: BigNumber | null;
  /** The request's price field: the limit price as a plain decimal for a limit order, nothing for a market order. */
  wire(): { price?: string };
}

/** A plain decimal written for the field the way the page language writes it ("50000,5" in German). */
const fieldText = (plain: string) => amountInputText(plain, localeTag(currentLocale()));

/** Market or limit and the limit price of an order form (contract and spot). */
export function useOrderPrice(initial: OrderType, lastPrice: string | null): OrderPrice {
  const [type, setType] = useState(initial);
  const [limitPrice, setLimitPrice] = useState(initial === 'limit' && lastPrice ? fieldText(lastPrice) : '');
  const decimals = priceDecimals(lastPrice);
  const problem = type === 'limit' ? amountError(limitPrice, { decimals }) : null;
  const typed = problem ? null : amountValue(limitPrice, { decimals });
  return {
    type,
    choose: (next) => {
      if (next === 'limit' && limitPrice === '' && lastPrice) setLimitPrice(fieldText(lastPrice));
      setType(next);
    },
    limitAt: (price) => {
      setType('limit');
      setLimitPrice(fieldText(price));
    },
    limitPrice,
    setLimitPrice,
    decimals,
    problem,
    price: type === 'limit' ? (typed === null ? null : new BigNumber(typed)) : toDecimal(lastPrice),
    wire: () => (type === 'limit' && typed !== null ? { price: typed } : {}),
  };
}
