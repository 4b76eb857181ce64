import type { UplanOrder, UplanProduct } from '../contract.js';
import { describe, expect, it } from 'vitest';
import { Dec } from '../funds/amount.js';
import { balanceOf, userAccount } from '../funds/ledger.js';
import type { Headers } from '../test/http.js';
import { DAY_MS } from '../uplan/maths.js';
import { insertUplanProduct } from '../uplan/products.js';
import { useTestApp } from '../test/use-test-app.js';

const t = useTestApp({ checkBooks: true });
const c = t.client;

interface User {
  loginName: string;
  userId: number;
  auth: Headers;
}

let serial = 0;
async function newUser(usdt = '100000'): Promise<User> {
  const loginName = `uplanner_${++serial}`;
  await c.post('/api/user/register', { signType: 3, loginName, loginPassword: 'secret1' });
  await c.post('/api/__dev/credit', { loginName, coin: 'usdt', amount: usdt });
  const [user] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE tenant = 'atrium' AND login_name = $1", [loginName]);
  return { loginName, userId: user!.id, auth: await c.signIn(loginName, 'secret1') };
}

/** Moves the clock and signs the user in again (a session does not outlive days). */
async function later(days: number, who: User) {
  await c.shiftClock(days * DAY_MS);
  who.auth = await c.signIn(who.loginName, 'secret1');
}

const funding = (who: User) => balanceOf(t.db, userAccount('atrium', who.userId, 'usdt'));
/** A list answer: `rows`, not `data` (spec §7). */
const listRows = <T>(body: unknown) => (body as { rows: T[] }).rows;
const products = async () => listRows<UplanProduct>(await c.get('/api/uplanProduct/list?pageNum=1&pageSize=9999'));
const rows = async (who: User, orderStatus: number) =>
  listRows<UplanOrder>(await c.get(`/api/uplanOrder/list?orderStatus=${orderStatus}&pageNum=1&pageSize=9999`, who.auth));
const buy = (who: User, planId: number, alreadyAmount: string) => c.post<UplanOrder>('/api/uplanOrder/createOrder', { planId, alreadyAmount }, who.auth);
const topUp = (who: User, id: number, alreadyAmount: string) => c.post<UplanOrder>('/api/uplanOrder/appendOrder', { id, alreadyAmount }, who.auth);
const review = (id: number) => c.post<UplanOrder>('/api/__dev/uplan/review', { id });
const endEarly = (who: User, id: number) => c.post<UplanOrder>('/api/uplanOrder/endOrder', { id }, who.auth);
const order = async (who: User, id: number) => (await c.get<UplanOrder>(`/api/uplanOrder/${id}`, who.auth)).data;

/** The seeded Starter Plan: 1000 USDT, at least 100, 7 days at 0.8 % a day. */
const starter = async () => (await products()).find((p) => p.title === 'Starter Plan')!;
/** The seeded Growth Plan: 5000 USDT, at least 500, 15 days at 1.2 % a day. */
const growth = async () => (await products()).find((p) => p.title === 'Growth Plan')!;
const fees = () => balanceOf(t.db, { tenant: 'atrium', userId: null, coin: 'usdt', type: 'fees' });

describe('products', () => {
  it('lists the seeded products and reads one by id', async () => {
    const list = await products();
    expect(list.length).toBeGreaterThanOrEqual(3);
    const p = await starter();
    expect(p).toMatchObject({ projectAmount: '1000', limitMin: '100', days: 7, dayRate: '0.8' });
    expect(p.productRule).toContain('<li>');
    expect((await c.get<UplanProduct>(`/api/uplanProduct/${p.id}`)).data.title).toBe('Starter Plan');
    expect((await c.get('/api/uplanProduct/999999')).code).toBe(500);
  });
});

describe('createOrder', () => {
  it('refuses below limitMin and above projectAmount, and without the balance', async () => {
    const who = await newUser('150');
    const p = await starter();
    expect((await buy(who, p.id, '99.99')).msg).toBe('Minimum amount: 100 USDT');
    expect((await buy(who, p.id, '1000.01')).code).toBe(500);
    expect((await buy(who, p.id, '200')).msg).toBe('Insufficient balance');
    expect(await rows(who, 1)).toEqual([]);
    expect((await funding(who)).available).toBe('150');
  });

  it('freezes the amount and waits for review', async () => {
    const who = await newUser('1000');
    const p = await starter();
    const body = await buy(who, p.id, '400');
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ alreadyAmount: '400', remainDay: 7, reviewStatus: 0, orderStatus: 1, accumulaEarn: '0', planTitle: 'Starter Plan' });
    const bal = await funding(who);
    expect([bal.available, bal.frozen]).toEqual(['600', '400']);
    expect((await rows(who, 1)).map((o) => o.id)).toEqual([body.data.id]);
  });
});

describe('income, completion and overdue', () => {
  it('pays a day of income per UTC day once reviewed, then completes a full order and releases it', async () => {
    const who = await newUser('1000');
    const p = await starter();
    const { id } = (await buy(who, p.id, '1000')).data;
    await later(3, who);
    expect((await order(who, id)).accumulaEarn).toBe('0'); // no income before the review
    expect((await review(id)).data.reviewStatus).toBe(1);
    expect((await review(id)).code).toBe(500);
    await later(5, who);
    expect(await order(who, id)).toMatchObject({ accumulaEarn: '16', remainDay: 5 });
    await later(3 + 7 + 1, who);
    expect(await order(who, id)).toMatchObject({ accumulaEarn: '56', remainDay: 0, orderStatus: 3, reviewStatus: 2 });
    const bal = await funding(who);
    expect([bal.available, bal.frozen]).toEqual(['1056', '0']);
    expect(await rows(who, 1)).toEqual([]);
  });

  it('turns an unfilled order overdue when its days run out; topping it up to full completes it', async () => {
    const who = await newUser('1000');
    const p = await starter();
    const { id } = (await buy(who, p.id, '500')).data;
    await review(id);
    await later(8, who);
    await c.post('/api/__dev/uplan/accrue');
    expect(await order(who, id)).toMatchObject({ orderStatus: 2, remainDay: 0, accumulaEarn: '28' });
    expect((await rows(who, 2)).map((o) => o.id)).toEqual([id]);
    expect((await topUp(who, id, '500.00000001')).msg).toBe('The amount can be at most 500 USDT');
    const done = await topUp(who, id, '500');
    expect(done.data).toMatchObject({ alreadyAmount: '1000', orderStatus: 3, reviewStatus: 2 });
    const bal = await funding(who);
    expect([bal.available, bal.frozen]).toEqual(['1028', '0']);
    expect((await topUp(who, id, '1')).code).toBe(500);
  });
});

describe('appendOrder', () => {
  it('tops a signed order up to projectAmount and never beyond', async () => {
    const who = await newUser('2000');
    const p = await starter();
    const { id } = (await buy(who, p.id, '100')).data;
    expect((await topUp(who, id, '901')).code).toBe(500);
    expect((await topUp(who, id, '900')).data).toMatchObject({ alreadyAmount: '1000', orderStatus: 1 });
    expect((await topUp(who, id, '0.00000001')).msg).toBe('This order is already full');
    expect((await funding(who)).frozen).toBe('1000');
  });

  it("keeps one user's orders from another", async () => {
    const [a, b] = [await newUser('1000'), await newUser('1000')];
    const { id } = (await buy(a, (await starter()).id, '100')).data;
    expect((await topUp(b, id, '10')).msg).toBe('Order not found');
    expect((await c.get(`/api/uplanOrder/${id}`, b.auth)).msg).toBe('Order not found');
  });

  it('answers 400 for a malformed request', async () => {
    const who = await newUser();
    const res = await t.app.inject({ method: 'POST', url: '/api/uplanOrder/appendOrder', payload: { id: 'x', alreadyAmount: '1' }, headers: who.auth });
    expect(res.statusCode).toBe(400);
  });
});

describe('income per whole day held', () => {
  it('pays nothing for a review a minute before UTC midnight until 24 hours have passed', async () => {
    const midnight = (Math.floor(Date.now() / DAY_MS) + 2) * DAY_MS;
    const at = async (now: number, who?: User) => {
      await c.post('/api/__dev/clock', { now });
      if (who) who.auth = await c.signIn(who.loginName, 'secret1');
    };
    await at(midnight - 120_000);
    const who = await newUser('1000');
    const { id } = (await buy(who, (await starter()).id, '1000')).data;
    await at(midnight - 60_000);
    await review(id);
    await at(midnight + 60_000, who);
    expect(await order(who, id)).toMatchObject({ accumulaEarn: '0', remainDay: 7 });
    await at(midnight - 60_000 + DAY_MS - 1000, who);
    expect(await order(who, id)).toMatchObject({ accumulaEarn: '0', remainDay: 7 });
    await at(midnight - 60_000 + DAY_MS, who);
    expect(await order(who, id)).toMatchObject({ accumulaEarn: '8', remainDay: 6 });
  });
});

describe('endOrder: ending an overdue order early', () => {
  it('states the penalty on the overdue order, then returns the principal less it; the income paid stays', async () => {
    const who = await newUser('1000');
    const { id } = (await buy(who, (await growth()).id, '1000')).data;
    expect((await order(who, id)).earlyEnd).toBeUndefined();
    expect((await endEarly(who, id)).msg).toBe('Only an overdue order can be ended early');
    await review(id);
    await later(16, who);
    const overdue = await order(who, id);
    expect(overdue).toMatchObject({ orderStatus: 2, accumulaEarn: '180', earlyEnd: { penaltyRate: '5', penalty: '50', returned: '950' } });
    const feesBefore = new Dec((await fees()).available);
    const ended = await endEarly(who, id);
    expect(ended).toMatchObject({ code: 200, data: { orderStatus: 3, reviewStatus: 2 } });
    expect(ended.data.earlyEnd).toBeUndefined();
    const bal = await funding(who);
    // 1000 signed, 180 of income paid, 950 returned: 50 kept.
    expect([bal.available, bal.frozen]).toEqual(['1130', '0']);
    expect(new Dec((await fees()).available).minus(feesBefore).toFixed()).toBe('50');
    expect(await rows(who, 2)).toEqual([]);
    expect((await endEarly(who, id)).msg).toBe('Only an overdue order can be ended early');
    expect((await topUp(who, id, '1')).msg).toBe('This order is completed');
  });

  it("refuses someone else's order", async () => {
    const [a, b] = [await newUser('1000'), await newUser('1000')];
    const { id } = (await buy(a, (await starter()).id, '100')).data;
    await review(id);
    await later(8, a);
    b.auth = await c.signIn(b.loginName, 'secret1');
    expect((await endEarly(b, id)).msg).toBe('Order not found');
    expect((await order(a, id)).orderStatus).toBe(2);
  });
});

describe('products with orders', () => {
  it('refuses to delete a product with orders; closing it stops new orders while its orders run on', async () => {
    const who = await newUser('2000');
    const p = await starter();
    const { id } = (await buy(who, p.id, '100')).data;
    const refused = await c.post('/api/__dev/uplan/product/delete', { id: p.id });
    expect(refused.msg).toMatch(/^This product has \d+ order\(s\) and cannot be deleted; close it to new orders instead$/);
    // The database refuses it too: the orders no longer cascade.
    await expect(t.db.query('DELETE FROM uplan_products WHERE id = $1', [p.id])).rejects.toThrow();
    expect((await order(who, id)).planTitle).toBe('Starter Plan');
    expect((await funding(who)).frozen).toBe('100');

    expect((await c.post('/api/__dev/uplan/product/close', { id: p.id })).code).toBe(200);
    try {
      expect((await products()).map((x) => x.id)).not.toContain(p.id);
      expect((await c.get<UplanProduct>(`/api/uplanProduct/${p.id}`)).data).toMatchObject({ id: p.id, closed: true });
      expect((await buy(who, p.id, '100')).msg).toBe('This product is closed to new orders');
      expect((await topUp(who, id, '100')).data).toMatchObject({ alreadyAmount: '200', orderStatus: 1 });
    } finally {
      await t.db.query('UPDATE uplan_products SET closed = false WHERE id = $1', [p.id]);
    }
  });

  it('deletes a product nobody signed for', async () => {
    const productId = await t.db.transaction((tx) =>
      insertUplanProduct(tx, 'atrium', { title: 'Unsold', icon: '', projectAmount: '100', limitMin: '10', days: 1, dayRate: '1', introduction: '', rule: '' }, 99),
    );
    expect((await c.post('/api/__dev/uplan/product/delete', { id: productId })).code).toBe(200);
    expect((await c.get(`/api/uplanProduct/${productId}`)).msg).toBe('Product not found');
    expect((await c.post('/api/__dev/uplan/product/delete', { id: productId })).msg).toBe('Product not found');
  });
});
