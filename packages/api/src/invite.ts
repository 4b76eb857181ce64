import { http, type CallOptions, type Ok, type Page } from './client';

/**
 * The invite programme (/plug and /addIncome; the spec names the routes without their calls, so
 * these are deltas, listed in server/CONTRACT-DELTA.md "Invites"). An inviter earns a share of
 * the trading fees of the users who signed up with their code, paid into their funding account.
 */
export interface InviteSummary {
  inviteCode: string;
  /** Share of an invitee's fees paid to the inviter ("0.2" = 20 %). */
  commissionRate: string;
  invitedCount: number;
  /** Commission earned so far, USDT. */
  totalIncome: string;
}

export interface Invitee {
  /** Masked login name, e-mail or phone ("ali***@x.com"). */
  name: string;
  joinTime: number;
  /** Commission earned from this user, USDT. */
  income: string;
}

export interface CommissionRecord {
  id: number;
  /** The masked invitee. */
  from: string;
  amount: string;
  coin: string;
  /** What the fee was for. */
  source: 'contract' | 'spot';
  createTime: number;
}

export const getInviteSummary = (options?: CallOptions) =>
  http.post<Ok<InviteSummary>>('/invite/summary', {}, options).then((r) => r.data.data);
export const listInvitees = (pageNum: number, pageSize = 20, options?: CallOptions) =>
  http.post<Page<Invitee>>('/invite/invitees', {}, { ...options, params: { pageNum, pageSize } }).then((r) => r.data);
export const listCommissions = (pageNum: number, pageSize = 20, options?: CallOptions) =>
  http.post<Page<CommissionRecord>>('/invite/commissions', {}, { ...options, params: { pageNum, pageSize } }).then((r) => r.data);
