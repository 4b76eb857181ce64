import { describe, expect, it } from 'vitest';
import type { AssetBalances } from '../contract.js';
import type { AccrualResult } from '../finance/accrual.js';
import type { FinanceOrder, FinanceProduct, VipStatus } from '../contract.js';
import { DAY_MS, utcDayStart } from '../finance/maths.js';
import type { Headers } from '../test/http.js';
import { useTestApp } from '../test/use-test-app.js';

let financial: FinanceProduct[];
let pledges: FinanceProduct[];

const t = useTestApp({
  checkBooks: true,
  setup: async () => {
    financial = (await c.get<FinanceProduct[]>('/api/financial/list?kind=financial')).data;
    pledges = (await c.get<FinanceProduct[]>('/api/financial/list?kind=pledge')).data;
  },
});
const c = t.client;

/** The seeded products by their terms. */
const flexible = () => financial.find((p) => p.days === 0)!;
const sevenDay = () => financial.find((p) => p.days === 7)!;
const thirtyDay = () => financial.find((p) => p.days === 30 && p.vipLevel === 0)!;
const vip2 = () => financial.find((p) => p.vipLevel === 2)!;
const vip3 = () => financial.find((p) => p.vipLevel === 3)!;
const ethPledge = () => pledges.find((p) => p.coin === 'eth')!;
const solPledge = () => pledges.find((p) => p.coin === 'sol')!;

let serial = 0;
/** A new atrium account with these funding balances (and VIP level), signed in. */
async function newUser(balances: Record<string, string> = {}, vipLevel = 0): Promise<{ loginName: string; auth: Headers }> {
  const loginName = `fin_${++serial}`;
  const registered = await c.post('/api/user/register', { signType: 3, loginName, loginPassword: 'secret1' });
  if (registered.code !== 200) throw new Error(registered.msg);
  for (const [coin, amount] of Object.entries(balances)) await c.post('/api/__dev/credit', { loginName, coin, amount });
  if (vipLevel) await t.db.query("UPDATE users SET vip_level = $2 WHERE login_name = $1 AND tenant = 'atrium'", [loginName, vipLevel]);
  return { loginName, auth: await c.signIn(loginName, 'secret1') };
}

const funding = async (auth: Headers, coin: string) => {
  const row = (await c.get<AssetBalances>('/api/asset/assetBalance', auth)).data.balances.find((b) => b.coin === coin && b.account === 'funding');
  return { available: row?.available ?? '0', frozen: row?.frozen ?? '0' };
};
const buy = (auth: Headers, productId: number, amount: string) => c.post<FinanceOrder>('/api/financial/buy', { productId, amount }, auth);
const redeem = (auth: Headers, id: number) => c.post<FinanceOrder>('/api/financial/redeem', { id }, auth);
const order = async (auth: Headers, id: number) => (await c.get<FinanceOrder>(`/api/financial/order/${id}`, auth)).data;
const sold = async (id: number) => (await c.get<FinanceProduct>(`/api/financial/${id}`)).data.sold;
const setClock = (now: number) => c.post('/api/__dev/clock', { now });
const accrueNow = async () => (await c.post<AccrualResult>('/api/__dev/finance/accrue')).data;
/** 10:00 UTC tomorrow: the day counts below do not depend on the time the tests run. */
const tomorrowMorning = () => utcDayStart(Date.now()) + DAY_MS + 10 * 3_600_000;

describe('products', () => {
  it('lists the financial products and pledges of the tenant, by audience', async () => {
    expect(financial.map((p) => [p.coin, p.days, p.vipLevel, p.earlyRedeem])).toEqual([
      ['usdt', 0, 0, true],
      ['usdt', 7, 0, true],
      ['usdt', 30, 0, false],
      ['usdt', 90, 2, false],
      ['usdt', 30, 3, true],
    ]);
    expect(flexible()).toMatchObject({ kind: 'financial', name: 'USDT Flexible Saver', dailyRate: '0.3', minAmount: '10', maxAmount: '50000', earlyPenalty: '0' });
    expect(flexible().description).toContain('<strong>0.3%</strong>');
    expect(pledges.map((p) => [p.coin, p.days])).toEqual([['eth', 30], ['btc', 60], ['sol', 180]]);
    const members = (await c.get<FinanceProduct[]>('/api/financial/list?kind=financial&audience=members')).data;
    expect(members.map((p) => p.vipLevel)).toEqual([2, 3]);
    const general = (await c.get<FinanceProduct[]>('/api/financial/list?kind=financial&audience=general')).data;
    expect(general.every((p) => p.vipLevel === 0)).toBe(true);
    expect(general).toHaveLength(3);
    for (const url of ['/api/financial/list', '/api/financial/list?kind=loan', '/api/financial/list?kind=pledge&audience=vip']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
    }
  });

  it("speaks the request's language where the seed has it, else English", async () => {
    const zh = (await c.get<FinanceProduct>(`/api/financial/${sevenDay().id}`, { lang: 'zh' })).data;
    expect(zh.name).toBe('USDT 7 天定期');
    expect(zh.description).toContain('可提前赎回');
    expect((await c.get<FinanceProduct>(`/api/financial/${sevenDay().id}`, { lang: 'de-DE' })).data.name).toBe('USDT Festgeld 7 Tage');
    expect((await c.get<FinanceProduct>(`/api/financial/${sevenDay().id}`, { lang: 'fr' })).data.name).toBe('USDT 7-Day Fixed');
    expect(await c.get('/api/financial/999999')).toEqual({ code: 500, msg: 'Product not found' });
    expect(await c.get('/api/financial/abc')).toEqual({ code: 500, msg: 'Product not found' });
    // Another tenant's product is not found either.
    expect(await c.get(`/api/financial/${sevenDay().id}`, { 'x-atrium-tenant': 'harbor' })).toEqual({ code: 500, msg: 'Product not found' });
  });

  it("answers the user's VIP level and its name", async () => {
    expect((await c.get<VipStatus>('/api/financial/vip', await c.signIn('demo', 'demo1234'))).data).toEqual({ level: 2, name: 'VIP2' });
    expect((await c.get<VipStatus>('/api/financial/vip', (await newUser()).auth)).data).toEqual({ level: 0, name: '' });
  });
});

describe('buying', () => {
  it('locks the amount in the funding account and counts it as sold', async () => {
    const { auth } = await newUser({ usdt: '1000' });
    const before = await sold(flexible().id);
    const bought = await buy(auth, flexible().id, '500');
    expect(bought).toMatchObject({
      code: 200,
      msg: 'Purchased',
      data: { productId: flexible().id, productName: 'USDT Flexible Saver', kind: 'financial', coin: 'usdt', amount: '500', dailyRate: '0.3', days: 0, accrued: '0', status: 0, canRedeem: true, endTime: null, closeTime: null },
    });
    expect(await funding(auth, 'usdt')).toEqual({ available: '500', frozen: '500' });
    expect(await sold(flexible().id)).toBe(String(Number(before) + 500));
    expect((await c.get<FinanceOrder[]>('/api/financial/orders?kind=financial', auth)).data.map((o) => o.id)).toEqual([bought.data.id]);
    expect((await c.get<FinanceOrder[]>('/api/financial/orders?kind=pledge', auth)).data).toEqual([]);
  });

  it('refuses amounts outside the limits and beyond the quota left, writing nothing', async () => {
    const { auth } = await newUser({ usdt: '100000' });
    expect(await buy(auth, flexible().id, '9.99')).toEqual({ code: 500, msg: 'The minimum amount is 10 USDT' });
    expect(await buy(auth, flexible().id, '50000.01')).toEqual({ code: 500, msg: 'The maximum amount is 50000 USDT' });
    expect(await buy(auth, flexible().id, '1.123456789')).toEqual({ code: 500, msg: 'The amount can have at most 8 decimal places' });
    expect(await buy(auth, 999_999, '100')).toEqual({ code: 500, msg: 'Product not found' });
    expect((await t.app.inject({ method: 'POST', url: '/api/financial/buy', payload: { productId: 'x', amount: '100' }, headers: auth })).statusCode).toBe(400);

    const id = thirtyDay().id;
    await t.db.query('UPDATE finance_products SET sold = quota - 700 WHERE id = $1', [id]);
    expect(await buy(auth, id, '800')).toEqual({ code: 500, msg: 'Only 700 USDT of this product is left' });
    expect((await buy(auth, id, '700')).code).toBe(200);
    expect(await buy(auth, id, '500')).toEqual({ code: 500, msg: 'This product is sold out' });
    expect(await funding(auth, 'usdt')).toEqual({ available: '99300', frozen: '700' });
    await t.db.query('UPDATE finance_products SET sold = $2 WHERE id = $1', [id, thirtyDay().sold]);
  });

  it('sells members-only products to members of the level only', async () => {
    const plain = await newUser({ usdt: '10000' });
    expect(await buy(plain.auth, vip2().id, '1000')).toEqual({ code: 500, msg: 'This product is for VIP2 members and above' });
    const member = await newUser({ usdt: '10000' }, 2);
    expect(await buy(member.auth, vip3().id, '5000')).toEqual({ code: 500, msg: 'This product is for VIP3 members and above' });
    expect((await buy(member.auth, vip2().id, '1000')).data).toMatchObject({ status: 0, days: 90, canRedeem: false });
    expect(await funding(member.auth, 'usdt')).toEqual({ available: '9000', frozen: '1000' });
    expect(await funding(plain.auth, 'usdt')).toEqual({ available: '10000', frozen: '0' });
  });

  it('writes nothing when the balance is short, and pledges take their own coin', async () => {
    const { auth } = await newUser({ usdt: '100', eth: '1' });
    const before = await sold(sevenDay().id);
    expect(await buy(auth, sevenDay().id, '200')).toEqual({ code: 500, msg: 'Insufficient balance' });
    expect(await sold(sevenDay().id)).toBe(before);
    expect((await c.get<FinanceOrder[]>('/api/financial/orders?kind=financial', auth)).data).toEqual([]);
    expect(await funding(auth, 'usdt')).toEqual({ available: '100', frozen: '0' });

    expect((await buy(auth, ethPledge().id, '0.5')).data).toMatchObject({ kind: 'pledge', coin: 'eth', amount: '0.5', days: 30, canRedeem: false });
    expect(await funding(auth, 'eth')).toEqual({ available: '0.5', frozen: '0.5' });
    expect(await buy(auth, solPledge().id, '1')).toEqual({ code: 500, msg: 'Insufficient balance' });
    expect((await c.get<FinanceOrder[]>('/api/financial/orders?kind=pledge', auth)).data).toHaveLength(1);
  });

  it('refuses a frozen account and a signed-out caller', async () => {
    expect(await buy(await c.signIn('frozen', 'demo1234'), flexible().id, '100')).toEqual({ code: 500, msg: 'Your account is frozen' });
    expect((await buy({}, flexible().id, '100')).msg).toMatch(/Token/);
  });
});

describe('income, maturity and redemption', () => {
  it('pays each day once and returns the amount when the term ends', async () => {
    const start = tomorrowMorning();
    await setClock(start);
    const { loginName, auth } = await newUser({ usdt: '1000' });
    const bought = (await buy(auth, sevenDay().id, '1000')).data;
    expect(bought.endTime).toBe(utcDayStart(start) + 8 * DAY_MS);

    await setClock(start + 3 * DAY_MS);
    const paid = (await accrueNow()).paid.filter((p) => p.orderId === bought.id);
    expect(paid.map((p) => [p.day, p.amount, p.coin, p.source])).toEqual([
      [utcDayStart(start) + DAY_MS, '5', 'usdt', 'finance'],
      [utcDayStart(start) + 2 * DAY_MS, '5', 'usdt', 'finance'],
    ]);
    expect((await accrueNow()).paid.filter((p) => p.orderId === bought.id)).toEqual([]);
    expect(await funding(auth, 'usdt')).toEqual({ available: '10', frozen: '1000' });

    await setClock(bought.endTime! + 3_600_000);
    const last = await accrueNow();
    expect(last.paid.filter((p) => p.orderId === bought.id)).toHaveLength(5);
    expect(last.matured).toContain(bought.id);
    // A week on, the first session has expired.
    const signedIn = await c.signIn(loginName, 'secret1');
    expect(await order(signedIn, bought.id)).toMatchObject({ status: 2, accrued: '35', canRedeem: false, closeTime: bought.endTime });
    expect(await funding(signedIn, 'usdt')).toEqual({ available: '1035', frozen: '0' });
    expect(await redeem(signedIn, bought.id)).toEqual({ code: 500, msg: 'This order has already ended' });
    await setClock(bought.endTime! + 5 * DAY_MS);
    expect((await accrueNow()).paid.filter((p) => p.orderId === bought.id)).toEqual([]);
  });

  it('redeems early where the product allows it, less the penalty share of the income', async () => {
    const start = tomorrowMorning();
    await setClock(start);
    const { auth } = await newUser({ usdt: '3000' });
    const locked = (await buy(auth, thirtyDay().id, '1000')).data;
    const early = (await buy(auth, sevenDay().id, '1000')).data;
    const open = (await buy(auth, flexible().id, '1000')).data;
    expect([locked.canRedeem, early.canRedeem, open.canRedeem]).toEqual([false, true, true]);
    expect(await redeem(auth, locked.id)).toEqual({ code: 500, msg: 'This product cannot be redeemed before its term ends' });

    // Two days held: 5 a day on the 7-day product, half of it kept back; 3 a day on the flexible one, all kept.
    await setClock(start + 3 * DAY_MS);
    expect((await redeem(auth, early.id)).data).toMatchObject({ status: 1, accrued: '10', canRedeem: false });
    expect((await redeem(auth, open.id)).data).toMatchObject({ status: 1, accrued: '6' });
    expect(await redeem(auth, open.id)).toEqual({ code: 500, msg: 'This order has already ended' });
    // 3000 − 3000 locked + income 10 + 6 + 995 + 1000 returned…
    expect(await funding(auth, 'usdt')).toEqual({ available: '2011', frozen: '1000' });
    // …and reading the holdings brings the 30-day one up to date: 8 a day for two days.
    expect((await c.get<FinanceOrder[]>('/api/financial/orders?kind=financial', auth)).data.find((o) => o.id === locked.id)).toMatchObject({ accrued: '16', status: 0 });
    expect(await funding(auth, 'usdt')).toEqual({ available: '2027', frozen: '1000' });
    const penalty = await t.db.query<{ penalty: string }>('SELECT penalty::text AS penalty FROM stake_orders WHERE id = $1', [early.id]);
    expect(penalty[0]!.penalty).toBe('5');
  });

  it("refuses another user's holdings", async () => {
    const a = await newUser({ usdt: '1000' });
    const b = await newUser({ usdt: '1000' });
    const held = (await buy(a.auth, flexible().id, '100')).data;
    expect(await c.get(`/api/financial/order/${held.id}`, b.auth)).toEqual({ code: 500, msg: 'Order not found' });
    expect(await redeem(b.auth, held.id)).toEqual({ code: 500, msg: 'Order not found' });
    expect(await c.get('/api/financial/order/abc', a.auth)).toEqual({ code: 500, msg: 'Order not found' });
    expect(await funding(a.auth, 'usdt')).toEqual({ available: '900', frozen: '100' });
    expect((await order(a.auth, held.id)).status).toBe(0);
  });
});
