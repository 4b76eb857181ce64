import type { AppContext } from '../context.js';
import type { LoanEvent } from '../contract.js';
import type { Queryable } from '../db/db.js';
import { Dec, decimalString, floorAmount } from '../funds/amount.js';
import { usdtPrice } from '../funds/prices.js';
import { post, systemAccount, userAccount } from '../funds/ledger.js';
import { mailLiquidation, mailMarginCall } from './loan-mails.js';
import { loanToValue, riskOf } from './loan-risk.js';
import { chargesAt, LOAN_SELECT, readLoan, toLoan, type LoanRow } from './loans.js';
import { LENDING_COIN } from './owner.js';

type Deps = Pick<AppContext, 'db' | 'market' | 'userHub'>;

/** What one watch did: the loans it margin-called and those it liquidated. */
export interface LoanWatchReport {
  marginCalls: number[];
  liquidated: number[];
}

interface Found {
  event: LoanEvent;
  tenant: string;
  userId: number;
}

/**
 * Watches every open loan against its collateral's last price (loan-risk.ts): above the margin
 * call the user is told once per crossing (a LOAN socket frame and a mail; the flag clears when
 * the LTV comes back under it, so a later crossing tells again); at the liquidation threshold the
 * collateral is sold through the ledger. Runs from the lending settler (its timer, the dev settle,
 * and the reads that settle first), each loan in its own transaction under its row lock, so a loan
 * repaid meanwhile is left alone. Frames go out after the commit.
 */
export async function watchLoans(deps: Deps, now: number): Promise<LoanWatchReport> {
  const report: LoanWatchReport = { marginCalls: [], liquidated: [] };
  const open = await deps.db.query<LoanRow>(`${LOAN_SELECT} WHERE status = 0 ORDER BY id`);
  for (const row of open) {
    const price = usdtPrice(deps.market, row.collateralCoin);
    // Read without a lock first: most runs change nothing, and a repayment need not wait for them.
    if (price === undefined || !needsAction(row, price, now)) continue;
    const found = await deps.db.transaction((tx) => checkLoan(tx, row.id, price, now));
    if (!found) continue;
    (found.event.reason === 'liquidation' ? report.liquidated : report.marginCalls).push(row.id);
    deps.userHub.push(found.tenant, found.userId, { type: 'LOAN', data: found.event });
  }
  return report;
}

const riskAt = (row: LoanRow, price: string, now: number) => riskOf(loanToValue(chargesAt(row, now).owed, row.collateralAmount, price));

/** Whether the loan is to be liquidated, margin-called, or its margin call cleared. */
function needsAction(row: LoanRow, price: string, now: number): boolean {
  const risk = riskAt(row, price, now);
  return risk === 'liquidation' || (risk === 'marginCall') !== row.marginCalled;
}

async function checkLoan(tx: Queryable, id: number, price: string, now: number): Promise<Found | undefined> {
  const [locked] = await tx.query<{ id: number }>('SELECT id FROM loans WHERE id = $1 AND status = 0 FOR UPDATE', [id]);
  if (!locked) return undefined;
  const row = await readLoan(tx, id);
  const risk = riskAt(row, price, now);
  const found = (event: LoanEvent): Found => ({ event, tenant: row.tenant, userId: row.userId });

  if (risk === 'liquidation') {
    await liquidate(tx, row, price, now);
    const loan = toLoan(await readLoan(tx, id), now, price);
    await mailLiquidation(tx, row.tenant, row.userId, loan, now);
    return found({ reason: 'liquidation', loan });
  }
  if (risk === 'marginCall' && !row.marginCalled) {
    await tx.query('UPDATE loans SET margin_called = true WHERE id = $1', [id]);
    const loan = toLoan({ ...row, marginCalled: true }, now, price);
    await mailMarginCall(tx, row.tenant, row.userId, loan, now);
    return found({ reason: 'marginCall', loan });
  }
  if (risk === 'safe' && row.marginCalled) await tx.query('UPDATE loans SET margin_called = false WHERE id = $1', [id]);
  return undefined;
}

/**
 * Sells the whole collateral to the house at the market price (rounded down: the user is never
 * paid a fraction the price did not give) and repays the loan from the sale: in one `repayment`
 * movement the frozen collateral goes to the house, and the house pays the user what the sale
 * brought beyond what the loan owed (principal + interest + penalty). A sale short of that (a gap
 * in the price) returns nothing, and the house bears the difference. The loan is closed as
 * liquidated (status 3) with its charges, price and what was returned.
 */
async function liquidate(tx: Queryable, row: LoanRow, price: string, now: number): Promise<void> {
  const { interest, penalty, owed } = chargesAt(row, now);
  const proceeds = floorAmount(new Dec(row.collateralAmount).times(price));
  const returned = Dec.max(proceeds.minus(owed), 0);
  const collateral = new Dec(row.collateralAmount);
  await post(tx, {
    tenant: row.tenant,
    kind: 'repayment',
    ref: { type: 'loan', id: row.id },
    now,
    legs: [
      { account: userAccount(row.tenant, row.userId, row.collateralCoin), bucket: 'frozen', amount: collateral.negated() },
      { account: systemAccount(row.tenant, row.collateralCoin, 'house'), amount: collateral },
      { account: systemAccount(row.tenant, LENDING_COIN, 'house'), amount: returned.negated() },
      { account: userAccount(row.tenant, row.userId, LENDING_COIN), amount: returned },
    ],
  });
  await tx.query(
    `UPDATE loans SET status = 3, interest = $2, penalty = $3, repay_time = $4, liquidation_price = $5, returned = $6, margin_called = false
      WHERE id = $1`,
    [row.id, decimalString(interest), decimalString(penalty), now, price, decimalString(returned)],
  );
}
