import type { ContractDirection, OrderType, SecondDirection, SpotSide } from '../contract.js';
import { Dec, parseAmount } from '../funds/amount.js';
import { BusinessError } from '../http/reply.js';
import { TRADE_CONFIG } from './config.js';

/**
 * What a person chose or typed on the trading screens, read into values the engine computes with;
 * anything off is a business failure with a message to show (the body's JSON types are checked
 * before, by the routes' schemas: a wrong type is HTTP 400).
 */

const PRICE = /^\d{1,15}(\.\d+)?$/;
/** A price may be finer than an amount (SHIB quotes 9 decimals). */
export const PRICE_DECIMALS = 12;

/** A price typed by the user (a limit, a take-profit, a stop-loss): a decimal > 0 with at most 12 decimals. */
export function parsePrice(raw: string | undefined, what = 'price'): Dec {
  const text = raw?.trim() ?? '';
  if (!text) throw new BusinessError(`Please enter a ${what}`);
  if (!PRICE.test(text)) throw new BusinessError(`Please enter a valid ${what}`);
  const value = new Dec(text);
  if ((value.decimalPlaces() ?? 0) > PRICE_DECIMALS) throw new BusinessError(`The ${what} can have at most ${PRICE_DECIMALS} decimal places`);
  if (!value.gt(0)) throw new BusinessError(`The ${what} must be greater than 0`);
  return value;
}

/** An optional trigger price: absent or empty is none. */
export const parseTrigger = (raw: string | undefined, what: 'take-profit price' | 'stop-loss price') =>
  raw === undefined || raw.trim() === '' ? null : parsePrice(raw, what);

export function parseContractDirection(raw: string | undefined): ContractDirection {
  if (raw === 'long' || raw === 'short') return raw;
  throw new BusinessError('Please choose long or short');
}

export function parseOrderType(raw: string | undefined): OrderType {
  if (raw === 'market' || raw === 'limit') return raw;
  throw new BusinessError('Please choose a market or a limit order');
}

export function parseSecondDirection(raw: string | undefined): SecondDirection {
  if (raw === 'up' || raw === 'down') return raw;
  throw new BusinessError('Please choose up or down');
}

export function parseSpotSide(raw: string | undefined): SpotSide {
  if (raw === 'buy' || raw === 'sell') return raw;
  throw new BusinessError('Please choose buy or sell');
}

const list = (values: number[]) => `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;

export function parseLeverage(raw: number | undefined): number {
  const { leverages } = TRADE_CONFIG.contract;
  if (raw === undefined || !leverages.includes(raw)) throw new BusinessError(`Please choose a leverage of ${list(leverages)}`);
  return raw;
}

/** A margin: an amount (at most 8 decimals) of at least minMargin USDT. */
export function parseMargin(raw: string | undefined): Dec {
  const amount = parseAmount(raw);
  const { minMargin } = TRADE_CONFIG.contract;
  if (amount.lt(minMargin)) throw new BusinessError(`The minimum margin is ${minMargin} USDT`);
  return amount;
}

/** A signed amount (adjustPositionMargn's money): "-5" takes 5 back, "5" adds 5; never 0. */
export function parseSignedAmount(raw: string | undefined): Dec {
  const text = raw?.trim() ?? '';
  const negative = text.startsWith('-');
  const size = parseAmount(negative ? text.slice(1) : text);
  return negative ? size.negated() : size;
}
