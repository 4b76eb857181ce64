import { describe, expect, it } from 'vitest';
import type { CoinLists, Settings } from '../contract.js';
import { resetData } from '../test/test-db.js';
import { useTestApp } from '../test/use-test-app.js';

const t = useTestApp();

const call = async <T = unknown>(method: 'GET' | 'POST', url: string, payload?: object) =>
  (await t.app.inject({ method, url, ...(payload ? { payload } : {}) })).json<{ code: number; msg: string; data: T }>();

describe('development endpoints', () => {
  it('reset wipes what tests wrote and seeds again', async () => {
    await call('POST', '/api/user/register', { signType: 3, loginName: 'temporary', loginPassword: 'secret1' });
    expect((await call('POST', '/api/user/login', { signType: 3, loginName: 'temporary', loginPassword: 'secret1' })).code).toBe(200);
    await resetData(t.app);
    expect((await call('POST', '/api/user/login', { signType: 3, loginName: 'temporary', loginPassword: 'secret1' })).code).toBe(500);
    expect((await call('POST', '/api/user/login', { signType: 3, loginName: 'demo', loginPassword: 'demo1234' })).code).toBe(200);
  });

  it('patches a tenant\'s settings (shallow merge) until the next reset', async () => {
    const patched = await call<Settings>('POST', '/api/__dev/settings', { tenant: 'atrium', patch: { loginCaptcha: true, homeCoins: ['btcusdt'] } });
    expect(patched.data).toMatchObject({ loginCaptcha: true, homeCoins: ['btcusdt'] });
    const settings = await call<Settings>('GET', '/api/common/getAllSetting');
    expect(settings.data.loginCaptcha).toBe(true);
    expect(settings.data.languages).toHaveLength(21);
    await resetData(t.app);
    expect((await call<Settings>('GET', '/api/common/getAllSetting')).data.loginCaptcha).toBe(false);
  });

  it('lists the codes sent, newest first, per address', async () => {
    await call('POST', '/api/user/sendEmailCode', { codeType: 'LOGIN', email: 'demo@atrium.example' });
    await call('POST', '/api/user/sendMobileCode', { codeType: 'LOGIN', phone: '15550100001' });
    const all = await call<{ to: string; channel: string }[]>('GET', '/api/__dev/codes');
    expect(all.data.map((c) => c.channel).slice(0, 2)).toEqual(['sms', 'email']);
    const mine = await call<{ to: string; code: string; codeType: string }[]>('GET', '/api/__dev/codes?to=DEMO@atrium.example');
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({ to: 'demo@atrium.example', codeType: 'LOGIN', code: expect.stringMatching(/^\d{6}$/) });
  });

  it('sets the clock to a time or by an offset, and back', async () => {
    const set = await call<{ now: number; offsetMs: number }>('POST', '/api/__dev/clock', { now: 2_000_000_000_000 });
    expect(set.data.now).toBeGreaterThanOrEqual(2_000_000_000_000);
    expect(set.data.now).toBeLessThan(2_000_000_000_000 + 5_000);
    const shifted = await call<{ offsetMs: number }>('POST', '/api/__dev/clock', { offsetMs: 60_000 });
    expect(shifted.data.offsetMs).toBe(60_000);
    const back = await call<{ offsetMs: number }>('POST', '/api/__dev/clock', {});
    expect(back.data.offsetMs).toBe(0);
  });

  it('drives the market: pause, resume, tick, set a price', async () => {
    expect((await call<{ running: boolean }>('POST', '/api/__dev/market/resume')).data.running).toBe(true);
    expect((await call<{ running: boolean }>('POST', '/api/__dev/market/pause')).data.running).toBe(false);
    const first = await call<{ ticks: number }>('POST', '/api/__dev/market/tick');
    const second = await call<{ ticks: number }>('POST', '/api/__dev/market/tick');
    expect(second.data.ticks).toBe(first.data.ticks + 1);

    const price = await call<{ close: string }>('POST', '/api/__dev/market/price', { symbol: 'btcusdt', price: '50000' });
    expect(price.data.close).toBe('50000.00');
    const lists = await call<CoinLists>('GET', '/api/common/getCoinList');
    expect(lists.data.currencyList.find((c) => c.symbol === 'btcusdt')!.amount).toBe('50000.00');

    expect((await call('POST', '/api/__dev/market/price', { symbol: 'nopeusdt', price: '1' })).code).toBe(500);
    expect((await t.app.inject({ method: 'POST', url: '/api/__dev/market/price', payload: { symbol: 'btcusdt', price: '-1' } })).statusCode).toBe(400);
  });

  it('reports socket statistics', async () => {
    const stats = await call<{ connections: number; byKey: object }>('GET', '/api/__dev/ws-stats');
    expect(stats.data).toMatchObject({ connections: 0, totalSubscriptions: 0, byKey: {} });
  });
});
