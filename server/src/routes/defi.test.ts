import { describe, expect, it } from 'vitest';
import type { AssetBalances, DefiActivityNotice } from '../contract.js';
import type { AccrualResult } from '../finance/accrual.js';
import type { DefiIncome, DefiInvestment, DefiOrder, DefiOverview } from '../contract.js';
import { DAY_MS, utcDayStart } from '../finance/maths.js';
import type { Headers } from '../test/http.js';
import { useTestApp } from '../test/use-test-app.js';

const t = useTestApp({
  checkBooks: true,
  setup: async () => {
    await c.post('/api/__dev/settings', { tenant: 'harbor', patch: { loginCaptcha: false, marketUrl: { url: '', h5Code: false } } });
  },
});
const c = t.client;

let serial = 0;
/** A new atrium account with this much USDT in its funding account, signed in. */
async function newUser(usdt?: string): Promise<{ loginName: string; auth: Headers }> {
  const loginName = `defi_${++serial}`;
  const registered = await c.post('/api/user/register', { signType: 3, loginName, loginPassword: 'secret1' });
  if (registered.code !== 200) throw new Error(registered.msg);
  if (usdt) await c.post('/api/__dev/credit', { loginName, coin: 'usdt', amount: usdt });
  return { loginName, auth: await c.signIn(loginName, 'secret1') };
}

const usdt = async (auth: Headers) => {
  const row = (await c.get<AssetBalances>('/api/asset/assetBalance', auth)).data.balances.find((b) => b.coin === 'usdt' && b.account === 'funding');
  return { available: row?.available ?? '0', frozen: row?.frozen ?? '0' };
};
const join = (auth: Headers, amount: unknown) => c.post<DefiOrder>('/api/apiDefi/join', { amount }, auth);
const redeem = (auth: Headers, id: unknown) => c.post<DefiOrder>('/api/apiDefi/redeem', { id }, auth);
const orders = (auth: Headers, query = '') => t.app.inject({ method: 'GET', url: `/api/apiDefi/showOrder${query}`, headers: auth }).then((r) => r.json<{ code: number; rows: DefiOrder[]; total: number }>());
const setClock = (now: number) => c.post('/api/__dev/clock', { now });
const accrueNow = async () => (await c.post<AccrualResult>('/api/__dev/finance/accrue')).data;

/** 10:00 UTC tomorrow: the day counts below do not depend on the time the tests run. */
const tomorrowMorning = () => utcDayStart(Date.now()) + DAY_MS + 10 * 3_600_000;

describe('the pool overview', () => {
  it("answers the tenant's figure, the income tiers and how many users hold a stake", async () => {
    const before = await c.get<DefiOverview>('/api/apiDefi/getDefiRate');
    expect(before.data).toMatchObject({ divideBalance: '10000', poolCoin: 'ETH' });
    expect(before.data.rates).toEqual([
      { minAmount: '100', maxAmount: '4999', rate: '0.8' },
      { minAmount: '5000', maxAmount: '19999', rate: '1.2' },
      { minAmount: '20000', maxAmount: '99999', rate: '1.6' },
      // Canonical decimals: the settings' "2.0" reads "2".
      { minAmount: '100000', maxAmount: '999999', rate: '2' },
    ]);
    const { auth } = await newUser('300');
    await join(auth, '100');
    await join(auth, '100');
    expect((await c.get<DefiOverview>('/api/apiDefi/getDefiRate')).data.participants).toBe(before.data.participants + 1);

    const harbor = await c.get<DefiOverview>('/api/apiDefi/getDefiRate', { 'x-atrium-tenant': 'harbor' });
    expect(harbor.data).toMatchObject({ divideBalance: '25000', poolCoin: 'ETH' });
    expect(harbor.data.rates).toHaveLength(2);
  });
});

describe('joining and redeeming', () => {
  it('locks the USDT at the rate of its tier and gives it all back on redemption', async () => {
    const { auth } = await newUser('6000');
    const joined = await join(auth, '5000');
    expect(joined).toMatchObject({ code: 200, msg: 'Staked', data: { amount: '5000', coin: 'usdt', rate: '1.2', status: 0, income: '0', redeemTime: null } });
    expect(await usdt(auth)).toEqual({ available: '1000', frozen: '5000' });
    const kinds = await t.db.query<{ kind: string }>("SELECT kind FROM ledger_journal WHERE ref_type = 'stake_order' AND ref_id = $1", [joined.data.id]);
    expect(kinds.map((k) => k.kind)).toEqual(['stake']);

    const redeemed = await redeem(auth, joined.data.id);
    expect(redeemed).toMatchObject({ code: 200, msg: 'Redeemed', data: { id: joined.data.id, status: 1 } });
    expect(redeemed.data.redeemTime).toEqual(expect.any(Number));
    expect(await usdt(auth)).toEqual({ available: '6000', frozen: '0' });
    expect(await redeem(auth, joined.data.id)).toEqual({ code: 500, msg: 'This stake has already been redeemed' });
    expect(await usdt(auth)).toEqual({ available: '6000', frozen: '0' });
  });

  it('refuses amounts outside the tiers, unreadable amounts and a frozen account', async () => {
    const { auth } = await newUser('2000000');
    expect(await join(auth, '99.99')).toEqual({ code: 500, msg: 'The minimum stake is 100 USDT' });
    expect(await join(auth, '1000000')).toEqual({ code: 500, msg: 'The maximum stake is 999999 USDT' });
    expect(await join(auth, 'abc')).toEqual({ code: 500, msg: 'Please enter a valid amount' });
    expect(await join(auth, '')).toEqual({ code: 500, msg: 'Please enter an amount' });
    expect((await t.app.inject({ method: 'POST', url: '/api/apiDefi/join', payload: { amount: 100 }, headers: auth })).statusCode).toBe(400);
    expect((await orders(auth)).total).toBe(0);
    const frozen = await c.signIn('frozen', 'demo1234');
    expect(await join(frozen, '100')).toEqual({ code: 500, msg: 'Your account is frozen' });
    expect((await join({}, '100')).msg).toMatch(/Token/);
  });

  it('writes nothing when the balance is short', async () => {
    const { auth } = await newUser('500');
    expect(await join(auth, '1000')).toEqual({ code: 500, msg: 'Insufficient balance' });
    expect(await usdt(auth)).toEqual({ available: '500', frozen: '0' });
    expect(await orders(auth)).toMatchObject({ code: 200, rows: [], total: 0 });
  });

  it('lists the stakes newest first, paged', async () => {
    const { auth } = await newUser('1000');
    const ids = [];
    for (const amount of ['100', '200', '300']) ids.push((await join(auth, amount)).data.id);
    const page1 = await orders(auth, '?pageNum=1&pageSize=2');
    expect(page1.total).toBe(3);
    expect(page1.rows.map((o) => o.id)).toEqual([ids[2], ids[1]]);
    expect((await orders(auth, '?pageNum=2&pageSize=2')).rows.map((o) => o.id)).toEqual([ids[0]]);
    expect((await t.app.inject({ method: 'GET', url: '/api/apiDefi/showOrder?pageSize=x', headers: auth })).statusCode).toBe(400);
  });
});

describe('daily income', () => {
  it('pays each whole UTC day once, into the funding account, and counts it in the investment', async () => {
    const start = tomorrowMorning();
    await setClock(start);
    const { auth } = await newUser('2000');
    const order = (await join(auth, '1000')).data;
    expect(order.rate).toBe('0.8');

    // The next day has not ended: nothing yet.
    await setClock(start + DAY_MS);
    expect((await accrueNow()).paid.filter((p) => p.orderId === order.id)).toEqual([]);

    await setClock(start + 2 * DAY_MS);
    const firstDay = utcDayStart(start) + DAY_MS;
    expect((await accrueNow()).paid.filter((p) => p.orderId === order.id)).toEqual([
      { orderId: order.id, source: 'defi', tenant: 'atrium', userId: expect.any(Number), day: firstDay, coin: 'usdt', amount: '8' },
    ]);
    expect((await accrueNow()).paid.filter((p) => p.orderId === order.id)).toEqual([]);
    expect(await usdt(auth)).toEqual({ available: '1008', frozen: '1000' });
    expect((await c.get<DefiInvestment>('/api/apiDefi/userInvestment', auth)).data).toEqual({
      staked: '1000',
      todayIncome: '8',
      totalIncome: '8',
      activities: [],
    });

    // A read brings the stake up to date by itself: two more days.
    await setClock(start + 4 * DAY_MS);
    expect((await c.get<DefiInvestment>('/api/apiDefi/userInvestment', auth)).data).toMatchObject({ staked: '1000', todayIncome: '8', totalIncome: '24' });
    const incomes = await c.get<DefiIncome[]>(`/api/apiDefi/showIncome/${order.id}`, auth);
    expect(incomes.data.map((i) => [i.day, i.amount, i.rate, i.orderId])).toEqual([
      [firstDay + 2 * DAY_MS, '8', '0.8', order.id],
      [firstDay + DAY_MS, '8', '0.8', order.id],
      [firstDay, '8', '0.8', order.id],
    ]);
    expect((await orders(auth)).rows[0]).toMatchObject({ id: order.id, income: '24', status: 0 });

    // Redeeming pays the days held in full, then returns the USDT; a stake no longer earns.
    await setClock(start + 5 * DAY_MS);
    expect((await redeem(auth, order.id)).data).toMatchObject({ status: 1, income: '32' });
    expect(await usdt(auth)).toEqual({ available: '2032', frozen: '0' });
    await setClock(start + 9 * DAY_MS);
    expect((await accrueNow()).paid.filter((p) => p.orderId === order.id)).toEqual([]);
  });
});

describe('whose is what', () => {
  it("refuses another user's stakes and activities, and shows the user's own activities", async () => {
    const a = await newUser('1000');
    const b = await newUser('1000');
    const order = (await join(a.auth, '100')).data;
    expect(await c.get(`/api/apiDefi/showIncome/${order.id}`, b.auth)).toEqual({ code: 500, msg: 'Order not found' });
    expect(await redeem(b.auth, order.id)).toEqual({ code: 500, msg: 'Order not found' });
    expect(await c.get('/api/apiDefi/showIncome/abc', a.auth)).toEqual({ code: 500, msg: 'Order not found' });
    expect((await t.app.inject({ method: 'POST', url: '/api/apiDefi/redeem', payload: { id: 'x' }, headers: a.auth })).statusCode).toBe(400);
    expect(await usdt(a.auth)).toEqual({ available: '900', frozen: '100' });

    const offered = (await c.post<DefiActivityNotice>('/api/__dev/defi-activity', { loginName: a.loginName })).data;
    expect((await c.get<DefiActivityNotice>(`/api/apiDefi/showDefiActivity/${offered.id}`, a.auth)).data).toEqual(offered);
    expect(await c.get(`/api/apiDefi/showDefiActivity/${offered.id}`, b.auth)).toEqual({ code: 500, msg: 'Activity not found' });
    expect((await c.get<DefiInvestment>('/api/apiDefi/userInvestment', a.auth)).data.activities).toEqual([]);
    await c.post('/api/apiDefi/updateDefiActivity', { id: offered.id, status: 1 }, a.auth);
    const claimed = (await c.get<DefiInvestment>('/api/apiDefi/userInvestment', a.auth)).data.activities;
    expect(claimed).toEqual([{ ...offered, status: 1 }]);
    expect((await c.get<DefiActivityNotice>(`/api/apiDefi/showDefiActivity/${offered.id}`, a.auth)).data.status).toBe(1);
  });
});
