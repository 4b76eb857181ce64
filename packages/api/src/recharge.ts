import { http, type CallOptions, type Ok, type Page, type SubmitOptions } from './client';

/** A coin that can be deposited, with its chains (from getAppCurrencyList). */
export interface DepositCoin {
  coin: string;
  coinName: string;
  logo: string;
  /** Chain names, e.g. "ERC20", "TRC20"; `symbol` of getAdress is one of these. */
  chains: string[];
  minAmount: string;
}

/** 0 pending review, 1 approved (credited), 2 rejected. */
export type ReviewStatus = 0 | 1 | 2;

export interface RechargeOrder {
  id: number;
  coin: string;
  chain: string;
  amount: string;
  /** The uploaded proof's URL (served to its owner only), or null. */
  proofUrl: string | null;
  status: ReviewStatus;
  reason: string | null;
  createTime: string;
  reviewTime: string | null;
}

export interface RechargeSubmit {
  coin: string;
  chain: string;
  amount: string;
  proofUrl?: string;
}

export const getAppCurrencyList = (options?: CallOptions) =>
  http.post<Ok<DepositCoin[]>>('/common/getAppCurrencyList', {}, options).then((r) => r.data.data);
/** A deposit address; `demo`: a built-in one nobody holds keys to (shown with its warning). */
export interface DepositAddress {
  address: string | null;
  demo: boolean;
}

/**
 * GET /api/recharge/getAdress?coin&symbol (spec §7): data keyed by coin name, e.g. { usdt: "T…" };
 * the body's `demo: true` (issue 21) marks a demo address.
 */
export const getDepositAddress = (coin: string, chain: string, options?: CallOptions): Promise<DepositAddress> =>
  http
    .get<Ok<Record<string, string>> & { demo?: boolean }>('/recharge/getAdress', { ...options, params: { coin, symbol: chain } })
    .then((r) => ({ address: r.data.data[coin] ?? null, demo: r.data.demo === true }));
/**
 * /api/recharge/submit (body; a guarded submit). JSON, not multipart: the proof is uploaded first
 * by `uploadFile` (which reports progress) and only its URL sent here.
 */
export const submitRecharge = (request: RechargeSubmit, options?: SubmitOptions) =>
  http.post<Ok<{ id: number }>>('/recharge/submit', request, options).then((r) => r.data.data);
export const listRecharges = (pageNum: number, pageSize = 20, options?: CallOptions) =>
  http.post<Page<RechargeOrder>>('/recharge/list', {}, { ...options, params: { pageNum, pageSize } }).then((r) => r.data);
export const getRecharge = (id: number | string, options?: CallOptions) =>
  http.post<Ok<RechargeOrder>>(`/recharge/${encodeURIComponent(String(id))}`, {}, options).then((r) => r.data.data);
