import { http, type CallOptions, type Ok } from './client';
import type { TextLang } from './text-lang';

/**
 * Financial products and pledges (spec §2 "DeFi and finance", "Loans and pledge"; the spec names
 * the routes, not their calls: these are deltas, listed in server/CONTRACT-DELTA.md "Finance").
 * A product takes an amount of one coin from the user's funding account for a term (or none:
 * flexible) and pays `dailyRate` percent of it a day into the funding account; at the end of the
 * term (or on redemption, where allowed) the amount returns. `kind` tells the two families apart:
 * `financial` (wealth products in USDT, some for VIP members only) and `pledge` (staking other
 * coins for a locked term). Amounts are decimal strings; times ms since the epoch.
 */
export type ProductKind = 'financial' | 'pledge';

export interface FinanceProduct {
  id: number;
  kind: ProductKind;
  /** In the request's language. */
  name: string;
  coin: string;
  /** Percent a day ("0.5" = 0.5 %). */
  dailyRate: string;
  /** The term in days; 0 = flexible (redeem any time). */
  days: number;
  minAmount: string;
  maxAmount: string;
  /** The VIP level a user needs (0: everyone). Members-only products have 1 or more. */
  vipLevel: number;
  /** Whether a holding can be redeemed before its term ends (a flexible product always can). */
  earlyRedeem: boolean;
  /** Share of the accrued income lost on early redemption ("0.5"); "0" when none. */
  earlyPenalty: string;
  /** How much the product takes in all, and how much it has taken. */
  quota: string;
  sold: string;
  /** Sanitised on screen (HTML, in the request's language). */
  description: string;
  /** The language of its name and description. */
  lang?: TextLang;
}

/** 0 holding (earning), 1 redeemed early or by the user, 2 matured (the term ended; paid back). */
export type FinanceOrderStatus = 0 | 1 | 2;

export interface FinanceOrder {
  id: number;
  productId: number;
  productName: string;
  kind: ProductKind;
  coin: string;
  amount: string;
  dailyRate: string;
  days: number;
  /** Income paid so far. */
  accrued: string;
  status: FinanceOrderStatus;
  /** Whether the user may redeem it now. */
  canRedeem: boolean;
  createTime: number;
  /** When the term ends (null: flexible). */
  endTime: number | null;
  closeTime: number | null;
  /** The language of productName. */
  lang?: TextLang;
}

export interface VipStatus {
  level: number;
  /** The level's name from settings (e.g. "VIP2"), "" for level 0. */
  name: string;
}

/** Which products a list shows: all of a kind, or only those for members (vipLevel ≥ 1) or for everyone (0). */
export type ProductAudience = 'all' | 'members' | 'general';

export const listFinanceProducts = (kind: ProductKind, audience: ProductAudience = 'all', options?: CallOptions) =>
  http.post<Ok<FinanceProduct[]>>('/financial/list', {}, { ...options, params: { kind, audience } }).then((r) => r.data.data);
export const getFinanceProduct = (id: number | string, options?: CallOptions) =>
  http.post<Ok<FinanceProduct>>(`/financial/${id}`, {}, options).then((r) => r.data.data);
/** Buys a product: the amount leaves the funding account's available balance. */
export const buyFinanceProduct = (productId: number, amount: string, options?: CallOptions) =>
  http.post<Ok<FinanceOrder>>('/financial/buy', { productId, amount }, options).then((r) => r.data.data);
/** The user's holdings of a kind, newest first (every status). */
export const listFinanceOrders = (kind: ProductKind, options?: CallOptions) =>
  http.post<Ok<FinanceOrder[]>>('/financial/orders', {}, { ...options, params: { kind } }).then((r) => r.data.data);
export const getFinanceOrder = (id: number | string, options?: CallOptions) =>
  http.post<Ok<FinanceOrder>>(`/financial/order/${id}`, {}, options).then((r) => r.data.data);
export const redeemFinanceOrder = (id: number, options?: CallOptions) =>
  http.post<Ok<FinanceOrder>>('/financial/redeem', { id }, options).then((r) => r.data.data);
/** The signed-in user's VIP level (getInfo's vipLevel with its name from settings). */
export const getVipStatus = (options?: CallOptions) => http.post<Ok<VipStatus>>('/financial/vip', {}, options).then((r) => r.data.data);
