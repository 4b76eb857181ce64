import { http, type Ok, type Page } from './client';

/** A swap coin item (spec §3): symbol, logo, sort; the coin is the symbol without "usdt". */
export interface SwapSymbol {
  symbol: string;
  logo: string;
  sort: number;
}

/** Prices of the two currencies in USDT, and the swap fee rate (a fraction, e.g. "0.002"). */
export interface CurrencyPrice {
  prices: Record<string, string>;
  feeRate: string;
}

export interface CurrencyExchangeRequest {
  from: string;
  to: string;
  /** The amount of `from` the user gives. */
  amount: string;
}

export interface CurrencyExchangeResult {
  /** The amount of `to` credited, after the fee. */
  received: string;
  fee: string;
  rate: string;
}

export const listSwapSymbols = () =>
  http.get<Page<SwapSymbol>>('/symbolmanage/list', { params: { isAsc: 'asc', orderByColumn: 'sort' } }).then((r) => r.data.rows);
/** getCurrencyPrice?currency=a,b (spec §7). */
export const getCurrencyPrice = (a: string, b: string) =>
  http.get<Ok<CurrencyPrice>>('/texchange/getCurrencyPrice', { params: { currency: `${a},${b}` } }).then((r) => r.data.data);
export const currencyExchange = (request: CurrencyExchangeRequest) =>
  http.post<Ok<CurrencyExchangeResult>>('/texchange/currencyExchange', request).then((r) => r.data.data);
