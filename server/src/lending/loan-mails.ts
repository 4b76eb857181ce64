import type { Queryable } from '../db/db.js';
import { TRACKED_MAIL_TYPE, insertMail } from '../mail/mail-store.js';
import type { LoanOrder } from '../contract.js';
import { LIQUIDATION_LTV, MARGIN_CALL_LTV, percent } from './loan-risk.js';

/**
 * The mails of the loan watch (English: the inbox's original, every language falls back to it). A
 * user may be away from the app when the market falls: the mail stays in the inbox, the socket
 * frame (loan-watch.ts) only reaches an open app.
 */

export async function mailMarginCall(tx: Queryable, tenant: string, userId: number, loan: LoanOrder, now: number): Promise<void> {
  const coin = loan.collateralCoin.toUpperCase();
  await insertMail(tx, {
    tenant,
    userId,
    type: TRACKED_MAIL_TYPE,
    createTime: now,
    title: `Margin call on your loan #${loan.id}`,
    content:
      `Your loan of ${loan.amount} USDT against ${loan.collateralAmount} ${coin} is at ${percent(loan.ltv ?? '0')} % loan-to-value ` +
      `(margin call above ${percent(MARGIN_CALL_LTV)} %). Repay the loan to keep your collateral: ` +
      `at ${percent(LIQUIDATION_LTV)} % the collateral is sold to repay it.`,
  });
}

export async function mailLiquidation(tx: Queryable, tenant: string, userId: number, loan: LoanOrder, now: number): Promise<void> {
  const coin = loan.collateralCoin.toUpperCase();
  await insertMail(tx, {
    tenant,
    userId,
    type: TRACKED_MAIL_TYPE,
    createTime: now,
    title: `Your loan #${loan.id} was liquidated`,
    content:
      `Its loan-to-value reached ${percent(LIQUIDATION_LTV)} %: your ${loan.collateralAmount} ${coin} were sold at ` +
      `${loan.liquidationPrice} USDT to repay ${loan.totalRepayment} USDT, and ${loan.returned} USDT were returned to your funding account.`,
  });
}
