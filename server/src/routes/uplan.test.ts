import type { UplanOrder, UplanProduct } from '../contract.js';
import { describe, expect, it } from 'vitest';
import { balanceOf, userAccount } from '../funds/ledger.js';
import type { Headers } from '../test/http.js';
import { DAY_MS } from '../uplan/maths.js';
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
const order = async (who: User, id: number) => (await c.get<UplanOrder>(`/api/uplanOrder/${id}`, who.auth)).data;

/** The seeded Starter Plan: 1000 USDT, at least 100, 7 days at 0.8 % a day. */
const starter = async () => (await products()).find((p) => p.title === 'Starter Plan')!;

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
