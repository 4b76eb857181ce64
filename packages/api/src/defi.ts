import { http, type CallOptions, type Ok, type Page } from './client';

/** A DeFi activity offered to the user (spec §3 "DeFi activity notice"). Times are ms since epoch. */
export interface DefiActivityNotice {
  id: number;
  /** dictValue of the defi_activity_type dictionary. */
  type: string;
  totleAmount: string;
  amount: string;
  beginTimeS: number;
  endTimeS: number;
  /** 0 offered, 1 claimed. */
  status: number;
}

/**
 * The activities waiting for the user (spec §7). The path names the user, but the server takes
 * the user from the token and refuses a path that names someone else (rule 14). Code 200
 * required, else nothing is shown (spec §8): a quiet call (quiet-endpoints.ts).
 */
export const showDefiActivityNotice = (userId: number, options?: CallOptions) =>
  http.get<Ok<DefiActivityNotice[]>>(`/apiDefi/showDefiActivityNotice/${userId}`, options).then((r) => r.data.data);
/** Claims (status 1) an activity. */
export const updateDefiActivity = (id: number, status: 1, options?: CallOptions) =>
  http.post<Ok<null>>('/apiDefi/updateDefiActivity', { id, status }, options).then((r) => r.data);

/** An income tier of DeFi participation: a stake between min and max earns `rate` percent a day. */
export interface DefiRate {
  minAmount: string;
  /** "" for no upper bound. */
  maxAmount: string;
  /** Percent a day ("1.2" = 1.2 %). */
  rate: string;
}

/** The pool overview (spec §3 "DeFi store"): divideBalance (default 10000) is shown with ETH. */
export interface DefiOverview {
  divideBalance: string;
  poolCoin: 'ETH';
  participants: number;
  rates: DefiRate[];
}

/** The user's DeFi participation: a custodial stake of USDT from the funding account (the wallet safety line). */
export interface DefiInvestment {
  /** USDT staked now (every active order). */
  staked: string;
  todayIncome: string;
  totalIncome: string;
  /** The activities the user claimed (from the shell's popup), newest first. */
  activities: DefiActivityNotice[];
}

/** One stake. 0 active (earning), 1 redeemed. */
export interface DefiOrder {
  id: number;
  amount: string;
  coin: 'usdt';
  /** The tier's daily percent when the order was made. */
  rate: string;
  status: 0 | 1;
  /** Income paid to this order so far. */
  income: string;
  createTime: number;
  redeemTime: number | null;
}

/** One day's income of an order, paid to the funding account. */
export interface DefiIncome {
  id: number;
  orderId: number;
  amount: string;
  coin: 'usdt';
  rate: string;
  /** The UTC day it was paid for (its start, ms). */
  day: number;
  createTime: number;
}

/** /api/apiDefi/getDefiRate: the pool overview and the income tiers. */
export const getDefiRate = (options?: CallOptions) => http.post<Ok<DefiOverview>>('/apiDefi/getDefiRate', {}, options).then((r) => r.data.data);
/** /api/apiDefi/userInvestment. */
export const userInvestment = (options?: CallOptions) =>
  http.post<Ok<DefiInvestment>>('/apiDefi/userInvestment', {}, options).then((r) => r.data.data);
/** /api/apiDefi/showOrder?pageNum&pageSize: the user's stakes, newest first. */
export const showDefiOrders = (pageNum: number, pageSize = 20, options?: CallOptions) =>
  http.post<Page<DefiOrder>>('/apiDefi/showOrder', {}, { ...options, params: { pageNum, pageSize } }).then((r) => r.data);
/** /api/apiDefi/showIncome/{id}: the daily incomes of one order, newest first. */
export const showDefiIncome = (orderId: number, options?: CallOptions) =>
  http.post<Ok<DefiIncome[]>>(`/apiDefi/showIncome/${orderId}`, {}, options).then((r) => r.data.data);
/** GET /api/apiDefi/showDefiActivity/{id} (spec §7): one of the user's activities (offered or claimed). */
export const showDefiActivity = (id: number | string, options?: CallOptions) =>
  http.get<Ok<DefiActivityNotice>>(`/apiDefi/showDefiActivity/${id}`, options).then((r) => r.data.data);
/** POST /api/apiDefi/join {amount} (a delta): stakes USDT from the funding account. */
export const joinDefi = (amount: string, options?: CallOptions) =>
  http.post<Ok<DefiOrder>>('/apiDefi/join', { amount }, options).then((r) => r.data.data);
/** POST /api/apiDefi/redeem {id} (a delta): ends a stake; the USDT returns to the funding account. */
export const redeemDefi = (id: number, options?: CallOptions) =>
  http.post<Ok<DefiOrder>>('/apiDefi/redeem', { id }, options).then((r) => r.data.data);
