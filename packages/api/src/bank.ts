import { http, type Ok } from './client';

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
export const saveBankCard = (card: BankCardInput) => http.post<Ok<BankCard>>('/userBank/save', card).then((r) => r.data.data);
/** userBank/getbank: the user's cards. */
export const listBankCards = () => http.post<Ok<BankCard[]>>('/userBank/getbank', {}).then((r) => r.data.data);
/** userBank/update (body). */
export const updateBankCard = (card: BankCard) => http.post<Ok<BankCard>>('/userBank/update', card).then((r) => r.data.data);
/** userBank/{id}: GET reads one card, DELETE removes it. */
export const getBankCard = (id: number) => http.get<Ok<BankCard>>(`/userBank/${id}`).then((r) => r.data.data);
export const deleteBankCard = (id: number) => http.delete<Ok<null>>(`/userBank/${id}`).then((r) => r.data);
