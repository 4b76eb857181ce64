import { http, type CallOptions, type Ok } from './client';

/**
 * Loans (/loan, /loan-record, /loan-rule; deltas, server/CONTRACT-DELTA.md "Loans"). A user
 * borrows USDT for a term against collateral in another coin: the collateral (amount ÷ ltv,
 * valued at the market price, rounded up) is frozen in the funding account, the loan credited to
 * it. Interest is `dailyRate` percent of the amount a day for the days used (at least one, at most
 * the term); repaying principal + interest releases the collateral.
 */
export interface LoanProduct {
  id: number;
  coin: 'usdt';
  days: number;
  /** Percent a day. */
  dailyRate: string;
  minAmount: string;
  maxAmount: string;
  /** Loan-to-value: the loan may be at most this share of the collateral's value ("0.5"). */
  ltv: string;
  /** Above this LTV (owed ÷ collateral value) the user is margin-called: told to add collateral or repay ("0.75"). */
  marginCallLtv: string;
  /** At this LTV the collateral is sold to repay the loan ("0.85"). */
  liquidationLtv: string;
  /** Overdue penalty: percent of the amount for each begun day past the due time, on top of the interest ("0.1"). */
  overduePenaltyRate: string;
  /** Coins accepted as collateral ("btc", "eth"). */
  collateralCoins: string[];
}

/** 0 active, 1 repaid, 2 overdue (past its due time, still to repay), 3 liquidated (its collateral sold to repay it). */
export type LoanStatus = 0 | 1 | 2 | 3;

export interface LoanOrder {
  id: number;
  productId: number;
  amount: string;
  coin: 'usdt';
  days: number;
  dailyRate: string;
  collateralCoin: string;
  collateralAmount: string;
  /** Interest if repaid now (or what was paid, once repaid or liquidated). */
  interest: string;
  /** Overdue penalty so far (or what was paid). */
  penalty: string;
  /** amount + interest + penalty. */
  totalRepayment: string;
  /** Open loans: totalRepayment ÷ the collateral's value at the last price ("0.5123"); null once closed or without a price. */
  ltv: string | null;
  /** Open loans: the LTV crossed the margin call and has not come back under it. */
  marginCall: boolean;
  /** Liquidated: the collateral's sale price in USDT. */
  liquidationPrice: string | null;
  /** Liquidated: the USDT returned to the user (the sale less what the loan owed). */
  returned: string | null;
  status: LoanStatus;
  createTime: number;
  dueTime: number;
  repayTime: number | null;
}

export const listLoanProducts = (options?: CallOptions) =>
  http.post<Ok<LoanProduct[]>>('/loan/products', {}, options).then((r) => r.data.data);
export const applyLoan = (request: { productId: number; amount: string; collateralCoin: string; collateralAmount?: string }, options?: CallOptions) =>
  http.post<Ok<LoanOrder>>('/loan/apply', request, options).then((r) => r.data.data);
/** The user's loans, newest first. */
export const listLoans = (options?: CallOptions) => http.post<Ok<LoanOrder[]>>('/loan/list', {}, options).then((r) => r.data.data);
/** Repays principal + interest from the funding account's available USDT and releases the collateral. */
export const repayLoan = (id: number, options?: CallOptions) =>
  http.post<Ok<LoanOrder>>('/loan/repay', { id }, options).then((r) => r.data.data);
