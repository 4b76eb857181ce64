import { describe, expect, it } from 'vitest';
import type { UserCoin } from '../contract.js';
import type { Headers } from '../test/http.js';
import { MAX_USER_COINS } from './watchlist.js';
import { useTestApp } from '../test/use-test-app.js';

const t = useTestApp();
const c = t.client;

let serial = 0;
async function newUser(): Promise<Headers> {
  const loginName = `watch_${++serial}`;
  const registered = await c.post('/api/user/register', { signType: 3, loginName, loginPassword: 'secret1' });
  if (registered.code !== 200) throw new Error(registered.msg);
  return c.signIn(loginName, 'secret1');
}

const list = async (auth: Headers) => (await c.post<UserCoin[]>('/api/userCoin/getUserCoin', {}, auth)).data;
const symbols = async (auth: Headers) => (await list(auth)).map((coin) => coin.symbol);

describe('optional coins', () => {
  it('adds coins at the end, as the lists spell them, once each', async () => {
    const auth = await newUser();
    expect(await list(auth)).toEqual([]);
    const saved = await c.post<UserCoin>('/api/userCoin/save', { symbol: 'ETHUSDT' }, auth);
    expect(saved).toEqual({ code: 200, msg: 'Saved', data: { id: expect.any(Number), symbol: 'ethusdt', sort: 1 } });
    // Saving again changes nothing and answers the same row.
    expect((await c.post<UserCoin>('/api/userCoin/save', { symbol: 'ethusdt' }, auth)).data).toEqual(saved.data);
    const added = await c.post<UserCoin[]>('/api/userCoin/addBath', { symbols: ['xauusd', 'btcusdt', 'ethusdt', 'BTCUSDT', 'pepeusdt'] }, auth);
    expect(added.code).toBe(200);
    expect(added.data.map((coin) => coin.symbol)).toEqual(['XAUUSD', 'btcusdt', 'pepeusdt']);
    expect(await symbols(auth)).toEqual(['ethusdt', 'XAUUSD', 'btcusdt', 'pepeusdt']);
    expect((await list(auth)).map((coin) => coin.sort)).toEqual([1, 2, 3, 4]);
  });

  it('refuses an unknown coin, adding nothing of the batch', async () => {
    const auth = await newUser();
    expect(await c.post('/api/userCoin/save', { symbol: 'nosuchusdt' }, auth)).toEqual({ code: 500, msg: 'Unknown coin: nosuchusdt' });
    expect(await c.post('/api/userCoin/addBath', { symbols: ['btcusdt', 'dogecoin'] }, auth)).toEqual({ code: 500, msg: 'Unknown coin: dogecoin' });
    expect(await list(auth)).toEqual([]);
    expect(await c.post('/api/userCoin/removeByCoin', { symbol: 'nosuchusdt' }, auth)).toEqual({ code: 500, msg: 'Unknown coin: nosuchusdt' });
  });

  it('removes by id (the user\'s own only) and by coin', async () => {
    const auth = await newUser();
    const other = await newUser();
    await c.post('/api/userCoin/addBath', { symbols: ['btcusdt', 'ethusdt', 'solusdt'] }, auth);
    const [btc, eth] = await list(auth);
    await c.post('/api/userCoin/save', { symbol: 'btcusdt' }, other);

    expect(await c.post(`/api/userCoin/remove/${btc!.id}`, {}, other)).toEqual({ code: 500, msg: 'This coin is not on your watchlist' });
    expect(await c.post('/api/userCoin/remove/99999', {}, auth)).toEqual({ code: 500, msg: 'This coin is not on your watchlist' });
    expect(await c.post('/api/userCoin/remove/abc', {}, auth)).toEqual({ code: 500, msg: 'This coin is not on your watchlist' });
    expect(await symbols(auth)).toEqual(['btcusdt', 'ethusdt', 'solusdt']);

    expect(await c.post(`/api/userCoin/remove/${btc!.id}`, {}, auth)).toEqual({ code: 200, msg: 'Removed', data: null });
    expect((await c.post('/api/userCoin/removeByCoin', { symbol: 'SOLUSDT' }, auth)).code).toBe(200);
    // Already gone: done.
    expect((await c.post('/api/userCoin/removeByCoin', { symbol: 'solusdt' }, auth)).code).toBe(200);
    expect(await list(auth)).toEqual([eth]);
    expect(await symbols(other)).toEqual(['btcusdt']);
    // A coin removed and saved again goes to the end.
    await c.post('/api/userCoin/save', { symbol: 'btcusdt' }, auth);
    expect(await symbols(auth)).toEqual(['ethusdt', 'btcusdt']);
  });

  it('sorts to exactly the user\'s ids, refusing anything else', async () => {
    const auth = await newUser();
    const other = await newUser();
    await c.post('/api/userCoin/addBath', { symbols: ['btcusdt', 'ethusdt', 'solusdt'] }, auth);
    await c.post('/api/userCoin/save', { symbol: 'dogeusdt' }, other);
    const [btc, eth, sol] = (await list(auth)).map((coin) => coin.id) as [number, number, number];
    const [theirs] = (await list(other)).map((coin) => coin.id) as [number];

    const sorted = await c.post<UserCoin[]>('/api/userCoin/sort', { ids: [sol, btc, eth] }, auth);
    expect(sorted.code).toBe(200);
    expect(sorted.data).toEqual([
      { id: sol, symbol: 'solusdt', sort: 1 },
      { id: btc, symbol: 'btcusdt', sort: 2 },
      { id: eth, symbol: 'ethusdt', sort: 3 },
    ]);
    expect(await list(auth)).toEqual(sorted.data);

    const refused = { code: 500, msg: 'The watchlist has changed: please reload it and sort again' };
    for (const ids of [[sol, btc], [sol, btc, eth, eth], [sol, btc, btc], [sol, btc, theirs], [sol, btc, eth, theirs], []]) {
      expect(await c.post('/api/userCoin/sort', { ids }, auth), JSON.stringify(ids)).toEqual(refused);
    }
    expect(await list(auth)).toEqual(sorted.data);
    expect((await t.app.inject({ method: 'POST', url: '/api/userCoin/sort', payload: { ids: 'all' }, headers: auth })).statusCode).toBe(400);
  });

  it(`holds at most ${MAX_USER_COINS} coins`, async () => {
    // The seed lists fewer coins than that: list more for this test.
    const extra = Array.from({ length: MAX_USER_COINS }, (_, i) => `wl${i}usdt`);
    for (const [i, symbol] of extra.entries()) {
      await t.db.query(
        `INSERT INTO coins (symbol, coin, base_coin, show_symbol, market, coin_type, in_spot, sort, start_price, price_precision, amount_precision, trade_size)
         VALUES ($1, $2, 'usdt', $3, 'binance', 1, true, $4, 1, 2, 2, 1)`,
        [symbol, `wl${i}`, `WL${i}/USDT`, 1000 + i],
      );
    }
    const auth = await newUser();
    const tooMany = { code: 500, msg: `A watchlist holds at most ${MAX_USER_COINS} coins` };
    expect((await c.post('/api/userCoin/addBath', { symbols: extra.slice(0, MAX_USER_COINS - 1) }, auth)).data).toHaveLength(MAX_USER_COINS - 1);
    // A batch that does not fit adds nothing.
    expect(await c.post('/api/userCoin/addBath', { symbols: ['btcusdt', 'ethusdt'] }, auth)).toEqual(tooMany);
    expect(await list(auth)).toHaveLength(MAX_USER_COINS - 1);
    expect((await c.post('/api/userCoin/save', { symbol: 'btcusdt' }, auth)).code).toBe(200);
    expect(await c.post('/api/userCoin/save', { symbol: 'ethusdt' }, auth)).toEqual(tooMany);
    // Saving one already there is not adding.
    expect((await c.post('/api/userCoin/save', { symbol: 'btcusdt' }, auth)).code).toBe(200);
    expect(await list(auth)).toHaveLength(MAX_USER_COINS);
  });

  it('is for signed-in users only, and refuses malformed bodies with HTTP 400', async () => {
    expect((await c.post('/api/userCoin/getUserCoin', {})).msg).toContain('Token');
    expect((await c.post('/api/userCoin/save', { symbol: 'btcusdt' })).msg).toContain('Token');
    const auth = await newUser();
    for (const [url, payload] of [
      ['/api/userCoin/save', {}],
      ['/api/userCoin/save', { symbol: ['btcusdt', 'ethusdt'] }],
      ['/api/userCoin/addBath', { symbols: [{ symbol: 'btcusdt' }] }],
      ['/api/userCoin/addBath', { symbols: Array.from({ length: MAX_USER_COINS + 1 }, () => 'btcusdt') }],
      ['/api/userCoin/addBath', { symbols: [] }],
      ['/api/userCoin/removeByCoin', {}],
    ] as const) {
      expect((await t.app.inject({ method: 'POST', url, payload, headers: auth })).statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
    }
  });
});
