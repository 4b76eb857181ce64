import { http, type CallOptions, type Ok, type Page } from './client';
import type { TextLang } from './text-lang';

/**
 * U plan (spec §2 "U plan screens", §3, §4, §5, §7 "U plan"): pledge products a user signs for
 * with USDT from the funding account, topped up to the product's projectAmount, earning dayRate
 * percent a day once reviewed. Amounts are decimal strings (USDT); spec §7's calls as they are.
 */
export interface UplanProduct {
  id: number;
  title: string;
  icon: string;
  projectAmount: string;
  limitMin: string;
  days: number;
  /** Percent a day. */
  dayRate: string;
  /** HTML (sanitised on screen). */
  productIntroduction: string;
  productRule: string;
  /** The language of its title, introduction and rule. */
  lang?: TextLang;
  /** Closed to new orders by the operator (present only when true; a closed product is not listed). */
  closed?: true;
}

/** reviewStatus: 0 waiting for review, 1 reviewed (in income), 2 completed (spec §4). */
export type UplanReviewStatus = 0 | 1 | 2;
/** orderStatus: 1 signed, 2 overdue, 3 completed (the /uplan tabs: signed = 1, overdue = 2). */
export type UplanOrderStatus = 1 | 2 | 3;

export interface UplanOrder {
  id: number;
  planId: number;
  planTitle: string;
  planIcon: string;
  projectAmount: string;
  alreadyAmount: string;
  limitMin: string;
  days: number;
  remainDay: number;
  dayRate: string;
  accumulaEarn: string;
  reviewStatus: UplanReviewStatus;
  orderStatus: UplanOrderStatus;
  /** The language of planTitle. */
  lang?: TextLang;
  /**
   * An overdue order's terms for ending it early (present only while orderStatus is 2): the
   * penalty rate in percent, the penalty and what returns to the funding account, as the server
   * will post them. The confirmation shows these before the user ends the order.
   */
  earlyEnd?: UplanEarlyEnd;
}

export interface UplanEarlyEnd {
  penaltyRate: string;
  penalty: string;
  returned: string;
}

/** GET /api/uplanProduct/list?pageNum=1&pageSize=9999 (spec §9: pageSize 9999). */
export const listUplanProducts = (options?: CallOptions) =>
  http.get<Page<UplanProduct>>('/uplanProduct/list', { ...options, params: { pageNum: 1, pageSize: 9999 } }).then((r) => r.data);
/** GET /api/uplanOrder/list?orderStatus={tab-1}&pageNum=1&pageSize=9999. */
export const listUplanOrders = (orderStatus: 1 | 2, options?: CallOptions) =>
  http
    .get<Page<UplanOrder>>('/uplanOrder/list', { ...options, params: { orderStatus, pageNum: 1, pageSize: 9999 } })
    .then((r) => r.data);
/** GET /api/uplanProduct/{id}. */
export const getUplanProduct = (id: number | string, options?: CallOptions) =>
  http.get<Ok<UplanProduct>>(`/uplanProduct/${id}`, options).then((r) => r.data);
/** GET /api/uplanOrder/{id}. */
export const getUplanOrder = (id: number | string, options?: CallOptions) => http.get<Ok<UplanOrder>>(`/uplanOrder/${id}`, options).then((r) => r.data);
/**
 * POST /api/uplanOrder/createOrder (planId, alreadyAmount). Spec §8: any code other than 200
 * shows the server's msg (the client does, and rejects).
 */
export const createUplanOrder = (planId: number, alreadyAmount: string, options?: CallOptions) =>
  http.post<Ok<UplanOrder>>('/uplanOrder/createOrder', { planId, alreadyAmount }, options).then((r) => r.data);
/** POST /api/uplanOrder/appendOrder (id, alreadyAmount): a top-up of a signed or overdue order. */
export const appendUplanOrder = (id: number, alreadyAmount: string, options?: CallOptions) =>
  http.post<Ok<UplanOrder>>('/uplanOrder/appendOrder', { id, alreadyAmount }, options).then((r) => r.data);
/**
 * POST /api/uplanOrder/endOrder (id): ends an overdue order early; the principal less the penalty
 * of its `earlyEnd` returns to the funding account (income already paid stays paid).
 */
export const endUplanOrder = (id: number, options?: CallOptions) =>
  http.post<Ok<UplanOrder>>('/uplanOrder/endOrder', { id }, options).then((r) => r.data);
