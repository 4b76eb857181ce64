import { http, type CallOptions, type Ok } from './client';

export interface BankCard {
  id: number;
  holderName: string;
  bankName: string;
  branch: string;
  /** Digits only. */
  cardNumber: string;
}

export type BankCardInput = Omit<BankCard, 'id'>;

/** userBank/save (body). */
export const saveBankCard = (card: BankCardInput, options?: CallOptions) =>
  http.post<Ok<BankCard>>('/userBank/save', card, options).then((r) => r.data.data);
/** userBank/getbank: the user's cards. */
export const listBankCards = (options?: CallOptions) => http.post<Ok<BankCard[]>>('/userBank/getbank', {}, options).then((r) => r.data.data);
/** userBank/update (body). */
export const updateBankCard = (card: BankCard, options?: CallOptions) =>
  http.post<Ok<BankCard>>('/userBank/update', card, options).then((r) => r.data.data);
/** userBank/{id}: one card. */
export const getBankCard = (id: number, options?: CallOptions) => http.post<Ok<BankCard>>(`/userBank/${id}`, {}, options).then((r) => r.data.data);
/**
 * userBank/remove/{id}: the spec has no delete call (its /api/userBank/{id} is the card); this one
 * is shaped like its /api/userCoin/remove/{id} (server/CONTRACT-DELTA.md "Bank cards").
 */
export const deleteBankCard = (id: number, options?: CallOptions) =>
  http.post<Ok<null>>(`/userBank/remove/${id}`, {}, options).then((r) => r.data);
