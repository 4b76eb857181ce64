import { http, postSecret, type CallOptions, type Ok, type Page, type SubmitOptions } from './client';
import type { ReviewStatus } from './recharge';

/** A coin that can be withdrawn, with the chains, fee and limits of each (from getWithDrawCoinList). */
export interface WithdrawCoin {
  coin: string;
  coinName: string;
  logo: string;
  chains: { chain: string; fee: string; minAmount: string; maxAmount: string }[];
}

/** A saved withdrawal address (the address book; saveCacheAddress). */
export interface SavedAddress {
  id: number;
  coin: string;
  chain: string;
  address: string;
  label: string;
}

export interface WithdrawOrder {
  id: number;
  coin: string;
  chain: string;
  address: string;
  amount: string;
  fee: string;
  /** amount − fee: what arrives. */
  netAmount: string;
  status: ReviewStatus;
  reason: string | null;
  createTime: string;
  reviewTime: string | null;
}

/** An amount frozen in the user's funding account, and why (freezeList). */
export interface FrozenAmount {
  coin: string;
  amount: string;
  reason: 'withdrawal' | 'order' | string;
  orderId: number | null;
}

export interface WithdrawSubmit {
  coin: string;
  chain: string;
  address: string;
  amount: string;
  /** The fund password. */
  pwd: string;
}

export const getWithDrawCoinList = (options?: CallOptions) =>
  http.post<Ok<WithdrawCoin[]>>('/common/getWithDrawCoinList', {}, options).then((r) => r.data.data);
/** Whether withdrawals are open now, and the message to show when they are not. */
export const getWithdrawStatus = (options?: CallOptions) =>
  http.post<Ok<{ open: boolean; message: string | null }>>('/withdraw/getWithdrawStatus', {}, options).then((r) => r.data.data);
export const listSavedAddresses = (options?: CallOptions) =>
  http.post<Ok<SavedAddress[]>>('/withdraw/addressList', {}, options).then((r) => r.data.data);
/** Saves an address to the book (spec §7 saveCacheAddress). */
export const saveCacheAddress = (entry: Omit<SavedAddress, 'id'>, options?: CallOptions) =>
  http.post<Ok<SavedAddress>>('/withdraw/saveCacheAddress', entry, options).then((r) => r.data.data);
export const deleteSavedAddress = (id: number, options?: CallOptions) =>
  http.post<Ok<null>>('/withdraw/removeAddress', { id }, options).then((r) => r.data);
/** /api/withdraw/freezeList (spec §7: no parameters). */
export const freezeList = (options?: CallOptions) => http.post<Ok<FrozenAmount[]>>('/withdraw/freezeList', {}, options).then((r) => r.data.data);
/**
 * /api/withdraw/submit (spec §7: by query; a guarded submit). The fund password is a secret:
 * in the body where the backend reads it there (rule 14).
 */
export const submitWithdraw = (request: WithdrawSubmit, options?: SubmitOptions) =>
  postSecret<{ id: number }>('/withdraw/submit', { ...request }, options).then((r) => r.data.data);
export const listWithdrawals = (pageNum: number, pageSize = 20, options?: CallOptions) =>
  http.post<Page<WithdrawOrder>>('/withdraw/list', {}, { ...options, params: { pageNum, pageSize } }).then((r) => r.data);
/** /api/withdraw/detail?id= (spec §7). */
export const getWithdrawal = (id: number | string, options?: CallOptions) =>
  http.post<Ok<WithdrawOrder>>('/withdraw/detail', {}, { ...options, params: { id } }).then((r) => r.data.data);
