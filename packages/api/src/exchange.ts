import { http, type CallOptions, type Ok, type Page } from './client';

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

export const listSwapSymbols = (options?: CallOptions) =>
  http
    .post<Page<SwapSymbol>>('/symbolmanage/list', {}, { ...options, params: { isAsc: 'asc', orderByColumn: 'sort' } })
    .then((r) => r.data.rows);
/** getCurrencyPrice?currency=a,b (spec §7). */
export const getCurrencyPrice = (a: string, b: string, options?: CallOptions) =>
  http
    .post<Ok<CurrencyPrice>>('/texchange/getCurrencyPrice', {}, { ...options, params: { currency: `${a},${b}` } })
    .then((r) => r.data.data);
export const currencyExchange = (request: CurrencyExchangeRequest, options?: CallOptions) =>
  http.post<Ok<CurrencyExchangeResult>>('/texchange/currencyExchange', request, options).then((r) => r.data.data);
