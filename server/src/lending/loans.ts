import type { LoanOrder, LoanProduct, LoanStatus } from '../contract.js';
import type { Queryable } from '../db/db.js';
import { Dec, decimalString, parseAmount } from '../funds/amount.js';
import { usdtPrice } from '../funds/prices.js';
import { post, systemAccount, userAccount } from '../funds/ledger.js';
import { BusinessError } from '../http/reply.js';
import type { MarketSimulator } from '../market/simulator.js';
import { requireActive } from '../trading/account-status.js';
import { LIQUIDATION_LTV, loanToValue, MARGIN_CALL_LTV, OVERDUE_PENALTY_RATE, percent } from './loan-risk.js';
import { collateralFor, DAY_MS, loanInterest, overduePenalty } from './maths.js';
import { LENDING_COIN, type Owner } from './owner.js';

/**
 * Loans (CONTRACT-DELTA "Loans"): a user borrows USDT for a product's term against collateral in
 * another coin, frozen in the funding account; repaying principal + interest releases it. The house
 * account is the lender. Overdue is read from the clock: an active loan past its due time, charged
 * the overdue penalty. The loan watch (loan-watch.ts) margin-calls and liquidates (loan-risk.ts).
 */

const show = (value: string) => decimalString(value);

interface ProductRow {
  id: number;
  coin: string;
  days: number;
  dailyRate: string;
  minAmount: string;
  maxAmount: string;
  ltv: string;
  collateralCoins: string[];
}

const PRODUCT_SELECT = `SELECT id, coin, days, daily_rate::text AS "dailyRate", min_amount::text AS "minAmount",
  max_amount::text AS "maxAmount", ltv::text AS ltv, collateral_coins AS "collateralCoins" FROM loan_products`;

const toProduct = (row: ProductRow): LoanProduct => ({
  id: row.id,
  coin: LENDING_COIN,
  days: row.days,
  dailyRate: show(row.dailyRate),
  minAmount: show(row.minAmount),
  maxAmount: show(row.maxAmount),
  ltv: show(row.ltv),
  marginCallLtv: MARGIN_CALL_LTV.toFixed(),
  liquidationLtv: LIQUIDATION_LTV.toFixed(),
  overduePenaltyRate: OVERDUE_PENALTY_RATE.toFixed(),
  collateralCoins: row.collateralCoins,
});

export async function listLoanProducts(db: Queryable, tenant: string): Promise<LoanProduct[]> {
  const rows = await db.query<ProductRow>(`${PRODUCT_SELECT} WHERE tenant = $1 ORDER BY sort, id`, [tenant]);
  return rows.map(toProduct);
}

export interface LoanProductSeed {
  days: number;
  dailyRate: string;
  minAmount: string;
  maxAmount: string;
  ltv: string;
  collateralCoins: string[];
}

export async function insertLoanProduct(tx: Queryable, tenant: string, product: LoanProductSeed, sort: number): Promise<number> {
  // A loan born margin-called would be told to add collateral the moment it is taken.
  if (new Dec(product.ltv).gte(MARGIN_CALL_LTV)) throw new Error(`a loan product's ltv must be under the margin call's ${MARGIN_CALL_LTV.toFixed()}`);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO loan_products (tenant, coin, days, daily_rate, min_amount, max_amount, ltv, collateral_coins, sort)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [tenant, LENDING_COIN, product.days, product.dailyRate, product.minAmount, product.maxAmount, product.ltv, product.collateralCoins, sort],
  );
  return row!.id;
}

export interface LoanRow {
  id: number;
  tenant: string;
  userId: number;
  productId: number;
  amount: string;
  days: number;
  dailyRate: string;
  collateralCoin: string;
  collateralAmount: string;
  status: 0 | 1 | 3;
  interest: string | null;
  penalty: string | null;
  marginCalled: boolean;
  liquidationPrice: string | null;
  returned: string | null;
  createTime: number;
  dueTime: number;
  repayTime: number | null;
}

export const LOAN_SELECT = `SELECT id, tenant, user_id AS "userId", product_id AS "productId", amount::text AS amount, days,
  daily_rate::text AS "dailyRate", collateral_coin AS "collateralCoin", collateral_amount::text AS "collateralAmount", status,
  interest::text AS interest, penalty::text AS penalty, margin_called AS "marginCalled",
  liquidation_price::text AS "liquidationPrice", returned::text AS returned, create_time AS "createTime", due_time AS "dueTime", repay_time AS "repayTime" FROM loans`;

/** What an active loan costs if repaid at `now`: interest, overdue penalty, and with the principal, all it owes. */
export function chargesAt(row: LoanRow, now: number): { interest: Dec; penalty: Dec; owed: Dec } {
  const elapsed = now - row.createTime;
  const interest = loanInterest(row.amount, row.dailyRate, row.days, elapsed);
  const penalty = overduePenalty(row.amount, OVERDUE_PENALTY_RATE, row.days, elapsed);
  return { interest, penalty, owed: interest.plus(penalty).plus(row.amount) };
}

/**
 * Repaid or liquidated: as it was paid. Active: charges as of now, overdue (2) once now is past the
 * due time, and the LTV at `price` (the collateral coin's last USDT price; null without one).
 */
export function toLoan(row: LoanRow, now: number, price: string | undefined): LoanOrder {
  const closed = row.status !== 0;
  const charges = closed
    ? { interest: new Dec(row.interest!), penalty: new Dec(row.penalty ?? 0) }
    : chargesAt(row, now);
  const status: LoanStatus = closed ? row.status : now > row.dueTime ? 2 : 0;
  const owed = charges.interest.plus(charges.penalty).plus(row.amount);
  return {
    id: row.id,
    productId: row.productId,
    amount: show(row.amount),
    coin: LENDING_COIN,
    days: row.days,
    dailyRate: show(row.dailyRate),
    collateralCoin: row.collateralCoin,
    collateralAmount: show(row.collateralAmount),
    interest: decimalString(charges.interest),
    penalty: decimalString(charges.penalty),
    totalRepayment: decimalString(owed),
    ltv: closed || price === undefined ? null : loanToValue(owed, row.collateralAmount, price).toFixed(),
    marginCall: !closed && row.marginCalled,
    liquidationPrice: row.liquidationPrice === null ? null : show(row.liquidationPrice),
    returned: row.returned === null ? null : show(row.returned),
    status,
    createTime: row.createTime,
    dueTime: row.dueTime,
    repayTime: row.repayTime,
  };
}

export async function readLoan(db: Queryable, id: number): Promise<LoanRow> {
  const [row] = await db.query<LoanRow>(`${LOAN_SELECT} WHERE id = $1`, [id]);
  if (!row) throw new Error(`loan ${id} vanished`);
  return row;
}

/** The user's loans, newest first, their LTV at the market's last prices. */
export async function listLoans(db: Queryable, market: MarketSimulator, owner: Owner, now: number): Promise<LoanOrder[]> {
  const rows = await db.query<LoanRow>(`${LOAN_SELECT} WHERE tenant = $1 AND user_id = $2 ORDER BY create_time DESC, id DESC`, [
    owner.tenant,
    owner.userId,
  ]);
  return rows.map((row) => toLoan(row, now, usdtPrice(market, row.collateralCoin)));
}

/** Ids of the loans, of every tenant, that are active and past their due time at `now`. */
export async function overdueLoanIds(db: Queryable, now: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>('SELECT id FROM loans WHERE status = 0 AND due_time < $1 ORDER BY due_time, id', [now]);
  return rows.map((r) => r.id);
}

export interface LoanApplication {
  productId: number;
  amount?: string;
  collateralCoin?: string;
  /** More than the minimum collateral (a lower LTV, further from a margin call); the minimum when absent. */
  collateralAmount?: string;
}

export interface LoanWork {
  tx: Queryable;
  market: MarketSimulator;
  now: number;
}

const loanRef = (id: number) => ({ type: 'loan', id });

/**
 * Takes a loan: the collateral (amount ÷ ltv at the collateral's last USDT price, rounded up)
 * moves from available to frozen in the funding account, and the amount is paid from the house
 * into the funding account's available USDT. Without enough collateral the ledger refuses
 * ("Insufficient balance") and the caller's transaction leaves nothing behind.
 */
export async function applyLoan(w: LoanWork, owner: Owner, input: LoanApplication): Promise<LoanOrder> {
  await requireActive(w.tx, owner.userId);
  const [product] = await w.tx.query<ProductRow>(`${PRODUCT_SELECT} WHERE tenant = $1 AND id = $2`, [owner.tenant, input.productId]);
  if (!product) throw new BusinessError('Loan product not found');
  const amount = parseAmount(input.amount);
  if (amount.lt(product.minAmount)) throw new BusinessError(`The minimum amount is ${show(product.minAmount)} USDT`);
  if (amount.gt(product.maxAmount)) throw new BusinessError(`The maximum amount is ${show(product.maxAmount)} USDT`);
  const coin = input.collateralCoin?.trim().toLowerCase() ?? '';
  if (!coin) throw new BusinessError('Please choose a collateral coin');
  if (!product.collateralCoins.includes(coin)) throw new BusinessError(`${coin.toUpperCase()} is not accepted as collateral`);
  const price = usdtPrice(w.market, coin);
  if (price === undefined) throw new BusinessError(`There is no price for ${coin.toUpperCase()} now`);
  const collateral = input.collateralAmount === undefined ? collateralFor(amount, product.ltv, price) : parseAmount(input.collateralAmount);
  // The loan-to-value limit, exactly: amount ≤ ltv × the collateral's value.
  if (amount.gt(collateral.times(price).times(product.ltv))) {
    const least = decimalString(collateralFor(amount, product.ltv, price));
    throw new BusinessError(
      `The loan may be at most ${percent(product.ltv)} % of the collateral's value (loan-to-value limit): pledge at least ${least} ${coin.toUpperCase()}`,
    );
  }

  const [row] = await w.tx.query<{ id: number }>(
    `INSERT INTO loans (tenant, user_id, product_id, coin, amount, days, daily_rate, collateral_coin, collateral_amount, collateral_price, create_time, due_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      owner.tenant,
      owner.userId,
      product.id,
      LENDING_COIN,
      decimalString(amount),
      product.days,
      product.dailyRate,
      coin,
      decimalString(collateral),
      price,
      w.now,
      w.now + product.days * DAY_MS,
    ],
  );
  const id = row!.id;
  const collateralAccount = userAccount(owner.tenant, owner.userId, coin);
  await post(w.tx, {
    tenant: owner.tenant,
    kind: 'collateral',
    ref: loanRef(id),
    now: w.now,
    legs: [
      { account: collateralAccount, amount: collateral.negated() },
      { account: collateralAccount, bucket: 'frozen', amount: collateral },
    ],
  });
  await post(w.tx, {
    tenant: owner.tenant,
    kind: 'loan',
    ref: loanRef(id),
    now: w.now,
    legs: [
      { account: systemAccount(owner.tenant, LENDING_COIN, 'house'), amount: amount.negated() },
      { account: userAccount(owner.tenant, owner.userId, LENDING_COIN), amount },
    ],
  });
  return toLoan(await readLoan(w.tx, id), w.now, price);
}

/**
 * Repays one of the user's loans (its row locked): principal + interest + penalty as of now leave the
 * funding account's available USDT for the house, and the collateral is released. A loan of
 * someone else is "not found", like one that does not exist.
 */
export async function repayLoan(w: LoanWork, owner: Owner, id: number): Promise<LoanOrder> {
  const [row] = await w.tx.query<LoanRow>(`${LOAN_SELECT} WHERE id = $1 AND tenant = $2 AND user_id = $3 FOR UPDATE`, [id, owner.tenant, owner.userId]);
  if (!row) throw new BusinessError('Loan not found');
  if (row.status === 1) throw new BusinessError('This loan has already been repaid');
  if (row.status === 3) throw new BusinessError('This loan was liquidated: its collateral repaid it');
  const { interest, penalty, owed: total } = chargesAt(row, w.now);
  await post(w.tx, {
    tenant: owner.tenant,
    kind: 'repayment',
    ref: loanRef(id),
    now: w.now,
    legs: [
      { account: userAccount(owner.tenant, owner.userId, LENDING_COIN), amount: total.negated() },
      { account: systemAccount(owner.tenant, LENDING_COIN, 'house'), amount: total },
    ],
  });
  const collateralAccount = userAccount(owner.tenant, owner.userId, row.collateralCoin);
  await post(w.tx, {
    tenant: owner.tenant,
    kind: 'collateral',
    ref: loanRef(id),
    now: w.now,
    legs: [
      { account: collateralAccount, bucket: 'frozen', amount: new Dec(row.collateralAmount).negated() },
      { account: collateralAccount, amount: row.collateralAmount },
    ],
  });
  await w.tx.query('UPDATE loans SET status = 1, interest = $2, penalty = $3, repay_time = $4 WHERE id = $1', [
    id,
    decimalString(interest),
    decimalString(penalty),
    w.now,
  ]);
  return toLoan(await readLoan(w.tx, id), w.now, undefined);
}
