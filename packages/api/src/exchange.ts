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

/** What a quote is asked for: `amount` of `from` given for `to`. */
export interface SwapQuoteRequest {
  from: string;
  to: string;
  amount: string;
}

/**
 * The server's firm offer for one swap (issue 21, server/CONTRACT-DELTA.md "Quoted swaps"): the
 * submit that names it is filled at exactly this, once, until it expires.
 */
export interface SwapQuote {
  quoteId: string;
  from: string;
  to: string;
  amount: string;
  /** Units of `to` per unit of `from`, before the fee (12 significant digits, rounded down). */
  rate: string;
  /** What arrives, after the fee. */
  receive: string;
  fee: string;
  feeRate: string;
  /** The server's time when it expires (ms). */
  expiresAt: number;
  /** How long it is valid from when it was made: a countdown the client starts on receipt (its clock may differ from the server's). */
  validForMs: number;
}

export interface CurrencyExchangeRequest {
  from: string;
  to: string;
  /** The amount of `from` the user gives. */
  amount: string;
  /** The quote this swap is filled at. */
  quoteId: string;
  /** The least the user accepts to receive (the quote's `receive` as shown): less is refused. */
  minReceived: string;
}

export interface CurrencyExchangeResult {
  /** The amount of `to` credited, after the fee. */
  received: string;
  fee: string;
  rate: string;
}

/**
 * The body code of "this quote can no longer be filled" (expired, used, for other fields, or no
 * quote given): msg "The price changed" and a fresh quote as `data`. The swap screen asks for a
 * new confirmation at a fresh quote.
 */
export const QUOTE_REFUSED = 409;

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
/** A firm quote for a swap (texchange/quote): what the confirmation shows, with its countdown. */
export const quoteSwap = (request: SwapQuoteRequest, options?: CallOptions) =>
  http.post<Ok<SwapQuote>>('/texchange/quote', request, options).then((r) => r.data.data);
