import { http, type CallOptions, type Ok, type SubmitOptions } from './client';

/** The user's accounts a balance can sit in; transfers move funds between them. */
export const ACCOUNT_TYPES = ['funding', 'spot', 'contract'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** One coin's balance in one account. Amounts are decimal strings. */
export interface CoinBalance {
  coin: string;
  coinName: string;
  logo: string;
  account: AccountType;
  available: string;
  frozen: string;
  /** available + frozen, valued in USDT at the market price. */
  valueUsdt: string;
}

export interface AssetBalances {
  balances: CoinBalance[];
  /** Sum of every balance's valueUsdt. */
  totalUsdt: string;
  /** How many units of each display currency one USDT is worth ("USD": "1", "CNY": "7.2", …). */
  fiatRates: Record<string, string>;
}

export interface TransferRequest {
  coin: string;
  amount: string;
  from: AccountType;
  to: AccountType;
}

/** /api/asset/assetBalance (spec §7). */
export const assetBalance = (options?: CallOptions) => http.post<Ok<AssetBalances>>('/asset/assetBalance', {}, options).then((r) => r.data.data);
/** /api/asset/transferFunds (body; a guarded submit, spec §7). */
export const transferFunds = (request: TransferRequest, options?: SubmitOptions) =>
  http.post<Ok<null>>('/asset/transferFunds', request, options).then((r) => r.data);
