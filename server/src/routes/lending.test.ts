import type { Launch, LoanOrder, LoanProduct, SubscriptionOrder } from '@atrium/api';
import { describe, expect, it, vi } from 'vitest';
import { Dec } from '../funds/amount.js';
import { balanceOf, systemAccount, userAccount } from '../funds/ledger.js';
import { insertLaunch, type LaunchSeed } from '../lending/launches.js';
import { DAY_MS } from '../lending/maths.js';
import { LendingSettler, type SettleReport } from '../lending/settler.js';
import type { Headers } from '../test/http.js';
import { useTestApp } from '../test/use-test-app.js';

const t = useTestApp({
  checkBooks: true,
  setup: async () => {
    // Collateral is valued at the market's last price: fixed here (the market is not running).
    await c.post('/api/__dev/market/price', { symbol: 'btcusdt', price: '50000' });
    await c.post('/api/__dev/market/price', { symbol: 'ethusdt', price: '2500' });
  },
});
const c = t.client;

interface User {
  loginName: string;
  userId: number;
  auth: Headers;
}

let serial = 0;
/** A new account with these funding balances, signed in. */
async function newUser(balances: Record<string, string> = {}): Promise<User> {
  const loginName = `lender_${++serial}`;
  const registered = await c.post('/api/user/register', { signType: 3, loginName, loginPassword: 'secret1' });
  if (registered.code !== 200) throw new Error(registered.msg);
  for (const [coin, amount] of Object.entries(balances)) {
    const credited = await c.post('/api/__dev/credit', { loginName, coin, amount });
    if (credited.code !== 200) throw new Error(credited.msg);
  }
  const [user] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE tenant = 'atrium' AND login_name = $1", [loginName]);
  return { loginName, userId: user!.id, auth: await c.signIn(loginName, 'secret1') };
}

/** Moves the clock by offsetMs from real time and signs the users in again (a session does not outlive days). */
async function later(offsetMs: number, ...users: User[]): Promise<void> {
  await c.shiftClock(offsetMs);
  for (const who of users) who.auth = await c.signIn(who.loginName, 'secret1');
}

const funding = (who: User, coin: string) => balanceOf(t.db, userAccount('atrium', who.userId, coin));
const house = (coin: string) => balanceOf(t.db, systemAccount('atrium', coin, 'house'));
const settle = async () => (await c.post<SettleReport & { overdue: number[] }>('/api/__dev/lending/settle')).data;
const HOUR = 3_600_000;

// ---- Subscription ----------------------------------------------------------------------------

const launches = async (headers: Headers = {}) => (await c.get<Launch[]>('/api/subscription/list', headers)).data;
const subscribe = (who: User, launchId: number, amount: string) => c.post<SubscriptionOrder>('/api/subscription/apply', { launchId, amount }, who.auth);
const orders = async (who: User) => (await c.get<SubscriptionOrder[]>('/api/subscription/orders', who.auth)).data;

const launchRow = async (id: number) =>
  (await t.db.query<{ allocated_time: number | null }>('SELECT allocated_time FROM launches WHERE id = $1', [id]))[0]!;

/** A launch of the atrium tenant, open from an hour ago for two hours unless told otherwise. */
async function newLaunch(fields: Partial<LaunchSeed> = {}): Promise<number> {
  const now = t.app.atrium.clock.now();
  return insertLaunch(t.db, 'atrium', {
    token: `tk${++serial}`,
    name: 'Test Token',
    price: '1',
    supply: '100',
    minAmount: '1',
    maxAmount: '1000',
    startTime: now - HOUR,
    endTime: now + HOUR,
    description: { en: '<p>Test</p>' },
    ...fields,
  });
}

describe('launches', () => {
  it('lists the seeded launches by status, with descriptions in the request language', async () => {
    const list = await launches();
    expect(list.map((l) => [l.token, l.status])).toEqual([
      ['nova', 'open'],
      ['orbit', 'upcoming'],
      ['vela', 'ended'],
    ]);
    expect(list[0]).toMatchObject({ name: 'Nova Network', price: '0.05', supply: '2000000', minAmount: '10', maxAmount: '5000', applied: '0' });
    expect(list[0]!.description).toContain('layer-2 network');
    expect((await launches({ lang: 'zh' }))[0]!.description).toContain('二层支付网络');
    expect((await launches({ lang: 'de-DE' }))[0]!.description).toContain('Netzwerkgebühren');
    // No French text: English.
    expect((await launches({ lang: 'fr' }))[0]!.description).toBe(list[0]!.description);

    const detail = await c.get<Launch>(`/api/subscription/${list[1]!.id}`, { lang: 'ar' });
    expect(detail.data).toMatchObject({ token: 'orbit', status: 'upcoming' });
    expect(detail.data.description).toContain('سلاسل الكتل');
    expect((await c.get(`/api/subscription/999999`)).msg).toBe('Launch not found');
    expect((await c.get(`/api/subscription/abc`)).msg).toBe('Launch not found');
    expect((await c.get(`/api/subscription/${list[0]!.id}`, { 'x-atrium-tenant': 'harbor' })).msg).toBe('Launch not found');
  });

  it('answers the rules pages in the request language', async () => {
    const loanRule = await c.get<{ title: string; content: string }[]>('/api/option/rules/list?key=LOAN_RULE', { lang: 'de' });
    expect(loanRule.data[0]!.title).toBe('Kreditregeln');
    const subscriptionRule = await c.get<{ title: string; content: string }[]>('/api/option/rules/list?key=SUBSCRIPTION_RULE');
    expect(subscriptionRule.data[0]!.content).toContain('pro rata');
  });
});

describe('subscription: applying', () => {
  it('freezes the USDT of an application within the limits of an open launch', async () => {
    const who = await newUser({ usdt: '6000' });
    const nova = (await launches())[0]!;
    const body = await subscribe(who, nova.id, '100');
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ launchId: nova.id, token: 'nova', name: 'Nova Network', amount: '100', allocated: null, refunded: null, status: 0 });
    expect(await funding(who, 'usdt')).toEqual({ available: '5900', frozen: '100' });
    expect(nova.applied).toBe('0');
    expect((await c.get<Launch>(`/api/subscription/${nova.id}`)).data.applied).toBe('100');

    expect((await subscribe(who, nova.id, '9.99999999')).msg).toBe('The minimum amount is 10 USDT');
    expect((await subscribe(who, nova.id, '4900.00000001')).msg).toBe('You can apply for at most 4900 USDT more');
    expect((await subscribe(who, nova.id, '4900')).code).toBe(200);
    expect((await subscribe(who, nova.id, '10')).msg).toBe('You have already applied for the maximum of this launch');
    expect((await orders(who)).map((o) => o.amount)).toEqual(['4900', '100']);
    expect(await funding(who, 'usdt')).toEqual({ available: '1000', frozen: '5000' });
  });

  it('refuses launches that are not open, short balances, frozen accounts and bad input', async () => {
    const who = await newUser({ usdt: '50' });
    const [nova, orbit, vela] = await launches();
    expect((await subscribe(who, orbit!.id, '20')).msg).toBe('This launch has not started yet');
    expect((await subscribe(who, vela!.id, '20')).msg).toBe('This launch has ended');
    expect((await subscribe(who, 999_999, '20')).msg).toBe('Launch not found');
    expect((await subscribe(who, nova!.id, '60')).msg).toBe('Insufficient balance');
    expect((await subscribe(who, nova!.id, '')).msg).toBe('Please enter an amount');
    expect((await t.app.inject({ method: 'POST', url: '/api/subscription/apply', payload: { launchId: -1, amount: '20' }, headers: who.auth })).statusCode).toBe(400);
    expect(await orders(who)).toEqual([]);
    expect(await funding(who, 'usdt')).toEqual({ available: '50', frozen: '0' });
    const frozen = await c.signIn('frozen', 'demo1234');
    expect((await c.post('/api/subscription/apply', { launchId: nova!.id, amount: '20' }, frozen)).msg).toBe('Your account is frozen');
    expect((await c.get('/api/subscription/orders')).code).toBe(500);
  });
});

describe('subscription: allocation', () => {
  it('gives everyone amount ÷ price when the applications fit the supply, once', async () => {
    const id = await newLaunch({ price: '0.5', supply: '1000' });
    const a = await newUser({ usdt: '500' });
    const b = await newUser({ usdt: '100' });
    await subscribe(a, id, '300');
    await subscribe(b, id, '100');
    const houseUsdt = await house('usdt');
    expect((await settle()).launches).not.toContain(id);

    await c.shiftClock(HOUR + 60_000);
    const report = await settle();
    expect(report.launches).toContain(id);
    expect(report.errors).toBe(0);
    const token = (await c.get<Launch>(`/api/subscription/${id}`)).data.token;
    expect(await funding(a, 'usdt')).toEqual({ available: '200', frozen: '0' });
    expect(await funding(a, token)).toEqual({ available: '600', frozen: '0' });
    expect(await funding(b, 'usdt')).toEqual({ available: '0', frozen: '0' });
    expect(await funding(b, token)).toEqual({ available: '200', frozen: '0' });
    expect(await house(token)).toEqual({ available: '-800', frozen: '0' });
    expect(new Dec((await house('usdt')).available).minus(houseUsdt.available).toFixed()).toBe('400');
    expect((await orders(a))[0]).toMatchObject({ launchId: id, amount: '300', allocated: '600', refunded: '0', status: 1 });

    // Once: a second run finds it allocated and moves nothing.
    expect((await settle()).launches).not.toContain(id);
    expect(await funding(a, token)).toEqual({ available: '600', frozen: '0' });
    const journals = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_journal WHERE kind = 'subscription' AND ref_type = 'subscription_order' AND ref_id IN (SELECT id FROM subscription_orders WHERE launch_id = $1)",
      [id],
    );
    expect(journals[0]!.n).toBe(4);
    expect((await subscribe(a, id, '10')).msg).toBe('This launch has ended');
  });

  it('shares pro rata when oversubscribed, with exact refunds and never more than the supply', async () => {
    const id = await newLaunch({ price: '0.7', supply: '100' });
    const users = [await newUser({ usdt: '1000' }), await newUser({ usdt: '1000' }), await newUser({ usdt: '1000' })];
    // 300 applied for 70 worth of tokens: each gets 100 × 100 ÷ 300 = 33.33333333 tokens.
    for (const who of users) await subscribe(who, id, '100');
    await c.shiftClock(HOUR + 60_000);
    // A read allocates too (and the next settle reports it).
    const [order] = await orders(users[0]!);
    // Cost 33.33333333 × 0.7 = 23.333333331 → 23.33333334; refund 76.66666666.
    expect(order).toMatchObject({ allocated: '33.33333333', refunded: '76.66666666', status: 1 });
    expect((await settle()).launches).toContain(id);
    const token = order!.token;
    for (const who of users) {
      expect(await funding(who, 'usdt')).toEqual({ available: '976.66666666', frozen: '0' });
      expect(await funding(who, token)).toEqual({ available: '33.33333333', frozen: '0' });
    }
    expect(await house(token)).toEqual({ available: '-99.99999999', frozen: '0' });
  });

  it('shares unequal applications pro rata exactly', async () => {
    const id = await newLaunch({ price: '1', supply: '100' });
    const [a, b, d] = [await newUser({ usdt: '150' }), await newUser({ usdt: '50' }), await newUser({ usdt: '100' })];
    await subscribe(a!, id, '150');
    await subscribe(b!, id, '50');
    await subscribe(d!, id, '100');
    await c.shiftClock(HOUR + 60_000);
    expect((await settle()).launches).toContain(id);
    // 100 × 150 ÷ 300 = 50; 100 × 50 ÷ 300 = 16.666…; 100 × 100 ÷ 300 = 33.333….
    expect((await orders(a!))[0]).toMatchObject({ allocated: '50', refunded: '100' });
    expect((await orders(b!))[0]).toMatchObject({ allocated: '16.66666666', refunded: '33.33333334' });
    expect((await orders(d!))[0]).toMatchObject({ allocated: '33.33333333', refunded: '66.66666667' });
    expect(await funding(b!, 'usdt')).toEqual({ available: '33.33333334', frozen: '0' });
  });

  it('allocates a launch once when several runs race', async () => {
    const id = await newLaunch({ price: '2', supply: '10' });
    const who = await newUser({ usdt: '100' });
    await subscribe(who, id, '40');
    await c.shiftClock(HOUR + 60_000);
    const { allocateLaunch } = await import('../lending/allocation.js');
    const now = t.app.atrium.clock.now();
    const runs = await Promise.all([1, 2, 3].map(() => t.db.transaction((tx) => allocateLaunch(tx, id, now))));
    expect(runs.filter((r) => r !== undefined)).toHaveLength(1);
    // 40 applied for 20 worth: 10 tokens for 20, 20 back.
    expect(await funding(who, 'usdt')).toEqual({ available: '80', frozen: '0' });
    expect((await orders(who))[0]).toMatchObject({ allocated: '10', refunded: '20' });
  });

  it('allocates on its timer too', async () => {
    const id = await newLaunch({ price: '1', supply: '100' });
    const who = await newUser({ usdt: '10' });
    await subscribe(who, id, '10');
    await c.shiftClock(HOUR + 60_000);
    // A settler of its own with a short period, on the app's database and clock.
    const settler = new LendingSettler(t.app.atrium);
    settler.start(20);
    try {
      await vi.waitFor(async () => expect((await launchRow(id)).allocated_time).not.toBeNull(), { timeout: 5000, interval: 20 });
    } finally {
      await settler.stop();
    }
    expect(await funding(who, 'usdt')).toEqual({ available: '0', frozen: '0' });
    // Its report includes what the timer did, once.
    expect((await settler.check()).launches).toEqual([id]);
    expect((await settler.check()).launches).toEqual([]);
  });

  it('allocates the seeded open launch once it ends', async () => {
    const who = await newUser({ usdt: '100' });
    const nova = (await launches()).find((l) => l.token === 'nova')!;
    expect(nova.status).toBe('open');
    await subscribe(who, nova.id, '10');
    await later(3 * DAY_MS + HOUR, who);
    expect((await settle()).launches).toContain(nova.id);
    expect((await launches()).find((l) => l.id === nova.id)!.status).toBe('ended');
    // Far from oversubscribed: 10 ÷ 0.05 = 200 NOVA.
    expect(await funding(who, 'nova')).toEqual({ available: '200', frozen: '0' });
  });
});

// ---- Loans ---------------------------------------------------------------------------------

const products = async () => (await c.get<LoanProduct[]>('/api/loan/products')).data;
const productOf = async (days: number) => (await products()).find((p) => p.days === days)!;
const apply = (who: User, body: object) => c.post<LoanOrder>('/api/loan/apply', body, who.auth);
const loans = async (who: User) => (await c.get<LoanOrder[]>('/api/loan/list', who.auth)).data;
const repay = (who: User, id: number) => c.post<LoanOrder>('/api/loan/repay', { id }, who.auth);

/** The thresholds every loan product states (lending/loan-risk.ts). */
const RISK = { marginCallLtv: '0.75', liquidationLtv: '0.85', overduePenaltyRate: '0.1' };

describe('loan products', () => {
  it('lists the seeded products of the tenant', async () => {
    const list = await products();
    expect(list.map(({ id: _id, ...p }) => p)).toEqual([
      { coin: 'usdt', days: 7, dailyRate: '0.05', minAmount: '100', maxAmount: '50000', ltv: '0.5', ...RISK, collateralCoins: ['btc', 'eth'] },
      { coin: 'usdt', days: 30, dailyRate: '0.04', minAmount: '100', maxAmount: '50000', ltv: '0.5', ...RISK, collateralCoins: ['btc', 'eth'] },
      { coin: 'usdt', days: 90, dailyRate: '0.03', minAmount: '100', maxAmount: '50000', ltv: '0.5', ...RISK, collateralCoins: ['btc', 'eth'] },
    ]);
    const harbor = (await c.get<LoanProduct[]>('/api/loan/products', { 'x-atrium-tenant': 'harbor' })).data;
    expect(harbor).toHaveLength(3);
    expect(harbor.map((p) => p.id)).not.toContain(list[0]!.id);
  });
});

describe('loans: apply and repay', () => {
  it('freezes the collateral and credits the loan, exactly', async () => {
    const who = await newUser({ btc: '1' });
    const product = await productOf(30);
    const body = await apply(who, { productId: product.id, amount: '1000', collateralCoin: 'btc' });
    expect(body.code).toBe(200);
    // 1000 ÷ 0.5 ÷ 50000 = 0.04 BTC; one day's interest at least: 1000 × 0.04 % = 0.4.
    expect(body.data).toMatchObject({
      productId: product.id,
      amount: '1000',
      coin: 'usdt',
      days: 30,
      dailyRate: '0.04',
      collateralCoin: 'btc',
      collateralAmount: '0.04',
      interest: '0.4',
      totalRepayment: '1000.4',
      status: 0,
      repayTime: null,
    });
    expect(body.data.dueTime - body.data.createTime).toBe(30 * DAY_MS);
    expect(await funding(who, 'btc')).toEqual({ available: '0.96', frozen: '0.04' });
    expect(await funding(who, 'usdt')).toEqual({ available: '1000', frozen: '0' });
    expect(await loans(who)).toEqual([body.data]);
  });

  it('rounds the collateral up to 8 decimals at the current price', async () => {
    await c.post('/api/__dev/market/price', { symbol: 'ethusdt', price: '3512.42' });
    try {
      const who = await newUser({ eth: '10' });
      const body = await apply(who, { productId: (await productOf(7)).id, amount: '777.77', collateralCoin: 'ETH' });
      // 1555.54 ÷ 3512.42 = 0.44286…0416… → up.
      expect(body.data.collateralAmount).toBe('0.44286845');
      expect(await funding(who, 'eth')).toEqual({ available: '9.55713155', frozen: '0.44286845' });
    } finally {
      await c.post('/api/__dev/market/price', { symbol: 'ethusdt', price: '2500' });
    }
  });

  it('repays principal + interest for the days used and releases the collateral', async () => {
    const who = await newUser({ btc: '1', usdt: '10' });
    const houseBefore = await house('usdt');
    const { data: loan } = await apply(who, { productId: (await productOf(30)).id, amount: '1000', collateralCoin: 'btc' });
    // Ten days and an hour later: eleven begun days, 1000 × 0.04 % × 11 = 4.4.
    await later(10 * DAY_MS + HOUR, who);
    expect((await loans(who))[0]).toMatchObject({ id: loan.id, interest: '4.4', totalRepayment: '1004.4', status: 0 });
    const repaid = await repay(who, loan.id);
    expect(repaid.code).toBe(200);
    expect(repaid.data).toMatchObject({ id: loan.id, interest: '4.4', totalRepayment: '1004.4', status: 1 });
    expect(repaid.data.repayTime).toBeGreaterThanOrEqual(loan.createTime + 10 * DAY_MS);
    expect(await funding(who, 'usdt')).toEqual({ available: '5.6', frozen: '0' });
    expect(await funding(who, 'btc')).toEqual({ available: '1', frozen: '0' });
    // The house lent 1000 and got 1004.4 back.
    expect(new Dec((await house('usdt')).available).minus(houseBefore.available).toFixed()).toBe('4.4');
    // What was paid stays what it was, whatever the clock says later.
    await later(40 * DAY_MS, who);
    expect((await loans(who))[0]).toMatchObject({ interest: '4.4', totalRepayment: '1004.4', status: 1 });
    expect((await repay(who, loan.id)).msg).toBe('This loan has already been repaid');
  });

  it('marks a loan overdue past its due time, charges the extra days at the same rate and the overdue penalty', async () => {
    const who = await newUser({ eth: '1', usdt: '10' });
    const { data: loan } = await apply(who, { productId: (await productOf(7)).id, amount: '100', collateralCoin: 'eth' });
    expect(loan.collateralAmount).toBe('0.08');
    await later(7 * DAY_MS - HOUR, who);
    expect((await loans(who))[0]).toMatchObject({ status: 0, interest: '0.35' });
    expect((await settle()).overdue).not.toContain(loan.id);
    expect((await loans(who))[0]).toMatchObject({ penalty: '0', totalRepayment: '100.35' });
    // Eight days and an hour after: 9 begun days, 7 of the term + 2 overdue, 100 × 0.05 % × 9 = 0.45
    // interest, and the penalty for the 2 overdue days: 100 × 0.1 % × 2 = 0.2.
    await later(8 * DAY_MS + HOUR, who);
    expect((await loans(who))[0]).toMatchObject({ status: 2, interest: '0.45', penalty: '0.2', totalRepayment: '100.65' });
    expect((await settle()).overdue).toContain(loan.id);
    expect((await repay(who, loan.id)).data).toMatchObject({ status: 1, interest: '0.45', penalty: '0.2', totalRepayment: '100.65' });
    expect(await funding(who, 'usdt')).toEqual({ available: '9.35', frozen: '0' });
    expect(await funding(who, 'eth')).toEqual({ available: '1', frozen: '0' });
    expect((await settle()).overdue).not.toContain(loan.id);
  });

  it('writes nothing when the collateral is short', async () => {
    const who = await newUser({ btc: '0.039' });
    const journalsBefore = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_journal');
    const body = await apply(who, { productId: (await productOf(30)).id, amount: '1000', collateralCoin: 'btc' });
    expect(body).toMatchObject({ code: 500, msg: 'Insufficient balance' });
    expect(await loans(who)).toEqual([]);
    expect(await t.db.query('SELECT id FROM loans WHERE user_id = $1', [who.userId])).toEqual([]);
    expect(await funding(who, 'btc')).toEqual({ available: '0.039', frozen: '0' });
    expect(await funding(who, 'usdt')).toEqual({ available: '0', frozen: '0' });
    expect(await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_journal')).toEqual(journalsBefore);
  });

  it('refuses to repay without the USDT, and leaves the loan as it was', async () => {
    const who = await newUser({ btc: '1' });
    const { data: loan } = await apply(who, { productId: (await productOf(30)).id, amount: '1000', collateralCoin: 'btc' });
    await c.post('/api/__dev/credit', { loginName: who.loginName, coin: 'usdt', amount: '-1' });
    expect(await repay(who, loan.id)).toMatchObject({ code: 500, msg: 'Insufficient balance' });
    expect((await loans(who))[0]).toMatchObject({ status: 0, repayTime: null });
    expect(await funding(who, 'btc')).toEqual({ available: '0.96', frozen: '0.04' });
    expect(await funding(who, 'usdt')).toEqual({ available: '999', frozen: '0' });
  });

  it('lets only the owner see and repay a loan', async () => {
    const owner = await newUser({ btc: '1', usdt: '10' });
    const other = await newUser({ usdt: '5000' });
    const { data: loan } = await apply(owner, { productId: (await productOf(7)).id, amount: '500', collateralCoin: 'btc' });
    expect(await repay(other, loan.id)).toMatchObject({ code: 500, msg: 'Loan not found' });
    expect(await loans(other)).toEqual([]);
    expect((await loans(owner))[0]).toMatchObject({ id: loan.id, status: 0 });
    expect(await funding(other, 'usdt')).toEqual({ available: '5000', frozen: '0' });
    // Nor anyone signed out.
    expect((await c.post('/api/loan/repay', { id: loan.id })).code).toBe(500);
    expect((await loans(owner))[0]).toMatchObject({ id: loan.id, status: 0 });
  });

  it('checks the application: product, limits, collateral coin, a frozen account, the input', async () => {
    const who = await newUser({ btc: '10' });
    const productId = (await productOf(7)).id;
    expect((await apply(who, { productId, amount: '99.99999999', collateralCoin: 'btc' })).msg).toBe('The minimum amount is 100 USDT');
    expect((await apply(who, { productId, amount: '50000.00000001', collateralCoin: 'btc' })).msg).toBe('The maximum amount is 50000 USDT');
    expect((await apply(who, { productId, amount: '100', collateralCoin: 'sol' })).msg).toBe('SOL is not accepted as collateral');
    expect((await apply(who, { productId, amount: '100' })).msg).toBe('Please choose a collateral coin');
    expect((await apply(who, { productId, amount: 'ten', collateralCoin: 'btc' })).msg).toBe('Please enter a valid amount');
    expect((await apply(who, { productId: 999_999, amount: '100', collateralCoin: 'btc' })).msg).toBe('Loan product not found');
    const harborProduct = (await c.get<LoanProduct[]>('/api/loan/products', { 'x-atrium-tenant': 'harbor' })).data[0]!;
    expect((await apply(who, { productId: harborProduct.id, amount: '100', collateralCoin: 'btc' })).msg).toBe('Loan product not found');
    const malformed = await t.app.inject({ method: 'POST', url: '/api/loan/apply', payload: { productId: 'x', amount: '100' }, headers: who.auth });
    expect(malformed.statusCode).toBe(400);
    expect(await loans(who)).toEqual([]);
    expect(await funding(who, 'btc')).toEqual({ available: '10', frozen: '0' });

    const frozen = await c.signIn('frozen', 'demo1234');
    expect(await c.post('/api/loan/apply', { productId, amount: '100', collateralCoin: 'btc' }, frozen)).toMatchObject({ code: 500, msg: 'Your account is frozen' });
    expect((await c.get('/api/loan/list')).code).toBe(500);
  });

  it('makes one loan for one Idempotency-Key', async () => {
    const who = await newUser({ btc: '1' });
    const headers = { ...who.auth, 'idempotency-key': `loan-${who.userId}` };
    const body = { productId: (await productOf(7)).id, amount: '1000', collateralCoin: 'btc' };
    const first = await c.post<LoanOrder>('/api/loan/apply', body, headers);
    const second = await c.post<LoanOrder>('/api/loan/apply', body, headers);
    expect(second.data.id).toBe(first.data.id);
    expect(await loans(who)).toHaveLength(1);
    expect(await funding(who, 'btc')).toEqual({ available: '0.96', frozen: '0.04' });
  });
});

// ---- Loan risk: the LTV limit, margin calls, liquidation (lending/loan-risk.ts, loan-watch.ts) -----

const btcAt = (price: string) => c.post('/api/__dev/market/price', { symbol: 'btcusdt', price });
const mailsOf = (who: User) =>
  t.db.query<{ title: string; content: string }>('SELECT title, content FROM mails WHERE user_id = $1 ORDER BY id', [who.userId]);

describe('loans: loan-to-value', () => {
  it('refuses a loan above the product LTV limit, saying the limit and the collateral needed', async () => {
    const who = await newUser({ btc: '1' });
    const productId = (await productOf(30)).id;
    // 1000 USDT against 0.03 BTC at 50,000 (1,500 USDT): LTV 66.7 %, above the product's 50 %.
    const refused = await apply(who, { productId, amount: '1000', collateralCoin: 'btc', collateralAmount: '0.03' });
    expect(refused).toMatchObject({
      code: 500,
      msg: "The loan may be at most 50 % of the collateral's value (loan-to-value limit): pledge at least 0.04 BTC",
    });
    expect(await loans(who)).toEqual([]);
    expect(await funding(who, 'btc')).toEqual({ available: '1', frozen: '0' });
    // More collateral than the minimum: a lower LTV (owed 1000.4 ÷ 2,500 = 40.02 %, rounded up).
    const { data: loan } = await apply(who, { productId, amount: '1000', collateralCoin: 'btc', collateralAmount: '0.05' });
    expect(loan).toMatchObject({ collateralAmount: '0.05', ltv: '0.4002', marginCall: false, status: 0 });
    expect(await funding(who, 'btc')).toEqual({ available: '0.95', frozen: '0.05' });
  });

  it('margin-calls once per crossing as the collateral falls, then liquidates it through the ledger', async () => {
    const who = await newUser({ btc: '1' });
    const pushed = vi.spyOn(t.app.atrium.userHub, 'push');
    const framesOf = () => pushed.mock.calls.filter(([, userId]) => userId === who.userId).map(([, , frame]) => frame);
    try {
      // 1000 USDT for 30 days against 0.04 BTC at 50,000: owes 1000.4 (a day's interest), LTV 50.02 %.
      const { data: loan } = await apply(who, { productId: (await productOf(30)).id, amount: '1000', collateralCoin: 'btc' });
      expect(loan.ltv).toBe('0.5002');

      // −25 %: 1000.4 ÷ 1,500 = 66.7 %, under the margin call.
      await btcAt('37500');
      expect((await settle()).marginCalls).not.toContain(loan.id);
      // −34 %: 1000.4 ÷ 1,320 = 75.79 %, above 75 %: told once (frame + mail), however often the watch runs.
      await btcAt('33000');
      expect((await settle()).marginCalls).toContain(loan.id);
      expect((await settle()).marginCalls).not.toContain(loan.id);
      expect((await loans(who))[0]).toMatchObject({ id: loan.id, ltv: '0.7579', marginCall: true, status: 0 });
      expect(framesOf()).toEqual([{ type: 'LOAN', data: { reason: 'marginCall', loan: expect.objectContaining({ id: loan.id, ltv: '0.7579', marginCall: true }) } }]);
      expect(await mailsOf(who)).toEqual([
        {
          title: `Margin call on your loan #${loan.id}`,
          content:
            'Your loan of 1000 USDT against 0.04 BTC is at 75.79 % loan-to-value (margin call above 75 %). Repay the loan to keep your collateral: at 85 % the collateral is sold to repay it.',
        },
      ]);
      // Back under (1000.4 ÷ 1,600 = 62.5 %): the call clears; a new crossing tells again.
      await btcAt('40000');
      await settle();
      expect((await loans(who))[0]).toMatchObject({ marginCall: false });
      await btcAt('33000');
      expect((await settle()).marginCalls).toContain(loan.id);
      expect(await mailsOf(who)).toHaveLength(2);

      // −42 %: 1000.4 ÷ 1,160 = 86.24 %, at or above 85 %: the 0.04 BTC are sold at 29,000 for 1,160 USDT,
      // 1000.4 repay the loan, 159.6 go back to the user.
      await btcAt('29000');
      expect((await settle()).liquidated).toContain(loan.id);
      expect((await loans(who))[0]).toMatchObject({
        id: loan.id,
        status: 3,
        interest: '0.4',
        penalty: '0',
        totalRepayment: '1000.4',
        liquidationPrice: '29000',
        returned: '159.6',
        ltv: null,
        marginCall: false,
      });
      expect(framesOf().at(-1)).toEqual({ type: 'LOAN', data: { reason: 'liquidation', loan: expect.objectContaining({ id: loan.id, status: 3, returned: '159.6' }) } });
      expect((await mailsOf(who)).at(-1)!.title).toBe(`Your loan #${loan.id} was liquidated`);
      expect(await funding(who, 'btc')).toEqual({ available: '0.96', frozen: '0' });
      expect(await funding(who, 'usdt')).toEqual({ available: '1159.6', frozen: '0' });
      // One movement: the frozen collateral to the house, which pays the user the sale less what was owed.
      const legs = await t.db.query<{ owner: string; coin: string; bucket: string; amount: string }>(
        `SELECT COALESCE(a.user_id::text, a.account_type) AS owner, a.coin, e.bucket, e.amount::text AS amount
           FROM ledger_journal j JOIN ledger_entries e ON e.journal_id = j.id JOIN ledger_accounts a ON a.id = e.account_id
          WHERE j.kind = 'repayment' AND j.ref_type = 'loan' AND j.ref_id = $1 ORDER BY a.coin, e.amount`,
        [loan.id],
      );
      const mine = String(who.userId);
      expect(legs.map((l) => ({ ...l, amount: new Dec(l.amount).toFixed() }))).toEqual([
        { owner: mine, coin: 'btc', bucket: 'frozen', amount: '-0.04' },
        { owner: 'house', coin: 'btc', bucket: 'available', amount: '0.04' },
        { owner: 'house', coin: 'usdt', bucket: 'available', amount: '-159.6' },
        { owner: mine, coin: 'usdt', bucket: 'available', amount: '159.6' },
      ]);
      // A liquidated loan is closed: no second liquidation, no repayment.
      expect((await settle()).liquidated).not.toContain(loan.id);
      expect((await repay(who, loan.id)).msg).toBe('This loan was liquidated: its collateral repaid it');
    } finally {
      pushed.mockRestore();
      await btcAt('50000');
    }
  });
});
