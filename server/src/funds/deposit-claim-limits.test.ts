import { describe, expect, it } from 'vitest';
import { TENANTS } from '../db/seed/tenants.js';
import type { Headers } from '../test/http.js';
import { useTestApp } from '../test/use-test-app.js';
import { depositCoins } from './chains.js';
import { DEPOSIT_CLAIM_MAX, OPEN_DEPOSIT_CLAIMS_MAX, tooManyOpenClaims } from './deposit-claim-limits.js';

const t = useTestApp();
const c = t.client;

let serial = 0;
async function newAccount(): Promise<Headers> {
  const loginName = `claimer_${++serial}`;
  await c.post('/api/user/register', { signType: 3, loginName, loginPassword: 'secret1' });
  return c.signIn(loginName, 'secret1');
}

const claim = (auth: Headers, coin: string, chain: string, amount: string) => c.post<{ id: number }>('/api/recharge/submit', { coin, chain, amount }, auth);

describe('deposit claim limits', () => {
  it('have a maximum for every coin a seeded tenant takes deposits of', () => {
    const coins = new Set(TENANTS.flatMap((tenant) => depositCoins(tenant.settings).map((d) => d.coin)));
    expect(coins.size).toBeGreaterThan(0);
    for (const coin of coins) expect(DEPOSIT_CLAIM_MAX[coin], coin).toMatch(/^\d+$/);
  });

  it('refuse a claim above the coin\'s maximum, and take one of exactly the maximum', async () => {
    const auth = await newAccount();
    expect(await claim(auth, 'usdt', 'TRC20', '999999999999999.99999999')).toEqual({ code: 500, msg: 'Above the maximum deposit of 1000000 USDT per claim' });
    expect(await claim(auth, 'usdt', 'TRC20', '1000000.00000001')).toEqual({ code: 500, msg: 'Above the maximum deposit of 1000000 USDT per claim' });
    expect(await claim(auth, 'btc', 'BTC', '15.1')).toEqual({ code: 500, msg: 'Above the maximum deposit of 15 BTC per claim' });
    expect((await claim(auth, 'usdt', 'TRC20', '1000000')).code).toBe(200);
  });

  it(`keep ${OPEN_DEPOSIT_CLAIMS_MAX} claims of a user open at once: of 200 sent together the rest are refused, until one is reviewed`, async () => {
    const auth = await newAccount();
    const answers = await Promise.all(Array.from({ length: 200 }, () => claim(auth, 'usdt', 'TRC20', '10')));
    const made = answers.filter((a) => a.code === 200);
    expect(made).toHaveLength(OPEN_DEPOSIT_CLAIMS_MAX);
    expect(answers.filter((a) => a.code !== 200)).toEqual(Array(200 - OPEN_DEPOSIT_CLAIMS_MAX).fill({ code: 500, msg: tooManyOpenClaims() }));
    // Another user is not held up by this one's claims.
    expect((await claim(await newAccount(), 'usdt', 'TRC20', '10')).code).toBe(200);
    // A reviewed claim (approved or rejected) is no longer open.
    expect((await c.post('/api/__dev/recharge/review', { id: made[0]!.data.id, decision: 'reject', reason: 'Not received' })).code).toBe(200);
    expect((await claim(auth, 'usdt', 'ERC20', '10')).code).toBe(200);
    expect(await claim(auth, 'usdt', 'ERC20', '10')).toEqual({ code: 500, msg: tooManyOpenClaims() });
  });
});
