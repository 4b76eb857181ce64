import { http, type Ok, type Page } from './client';

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

export const getAppCurrencyList = () => http.get<Ok<DepositCoin[]>>('/common/getAppCurrencyList').then((r) => r.data.data);
/** The deposit address: data keyed by coin name (spec §7), e.g. { usdt: "T…" }. */
export const getDepositAddress = (coin: string, chain: string) =>
  http.get<Ok<Record<string, string>>>('/recharge/getAdress', { params: { coin, symbol: chain } }).then((r) => r.data.data[coin] ?? null);
/** /api/recharge/submit (body; a guarded submit). */
export const submitRecharge = (request: RechargeSubmit, idempotencyKey?: string) =>
  http.post<Ok<{ id: number }>>('/recharge/submit', request, { idempotencyKey }).then((r) => r.data.data);
export const listRecharges = (pageNum: number, pageSize = 20) =>
  http.get<Page<RechargeOrder>>('/recharge/list', { params: { pageNum, pageSize } }).then((r) => r.data);
export const getRecharge = (id: number | string) =>
  http.get<Ok<RechargeOrder>>(`/recharge/${encodeURIComponent(String(id))}`).then((r) => r.data.data);
