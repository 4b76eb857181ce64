import { http, type CallOptions, type Ok } from './client';
import type { TextLang } from './text-lang';

/**
 * Subscription: token launches (/subscription, /info, /apply, /order; deltas,
 * server/CONTRACT-DELTA.md "Subscription"). Users apply with USDT while a launch is open (held
 * in the funding account); at its end the tokens are allocated: everyone in full when the
 * applications fit the supply, else pro rata; the tokens land in the funding account in the
 * launch's coin and the USDT not spent returns.
 */
export type LaunchStatus = 'upcoming' | 'open' | 'ended';

export interface Launch {
  id: number;
  /** The token's coin, lower case ("atr"). */
  token: string;
  name: string;
  /** USDT per token. */
  price: string;
  /** Tokens offered. */
  supply: string;
  /** USDT applied so far. */
  applied: string;
  minAmount: string;
  /** Most USDT one user may apply with. */
  maxAmount: string;
  startTime: number;
  endTime: number;
  status: LaunchStatus;
  /** HTML in the request's language, sanitised on screen. */
  description: string;
  /** The language of the description. */
  lang?: TextLang;
}

/** 0 waiting for allocation, 1 allocated. */
export type SubscriptionStatus = 0 | 1;

export interface SubscriptionOrder {
  id: number;
  launchId: number;
  token: string;
  name: string;
  /** USDT applied. */
  amount: string;
  /** Tokens received and USDT returned, once allocated. */
  allocated: string | null;
  refunded: string | null;
  status: SubscriptionStatus;
  createTime: number;
}

export const listLaunches = (options?: CallOptions) => http.post<Ok<Launch[]>>('/subscription/list', {}, options).then((r) => r.data.data);
export const getLaunch = (id: number | string, options?: CallOptions) =>
  http.post<Ok<Launch>>(`/subscription/${id}`, {}, options).then((r) => r.data.data);
export const applySubscription = (launchId: number, amount: string, options?: CallOptions) =>
  http.post<Ok<SubscriptionOrder>>('/subscription/apply', { launchId, amount }, options).then((r) => r.data.data);
export const listSubscriptionOrders = (options?: CallOptions) =>
  http.post<Ok<SubscriptionOrder[]>>('/subscription/orders', {}, options).then((r) => r.data.data);
