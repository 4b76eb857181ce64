import { describe, expect, it } from 'vitest';
import { QUOTE_REFUSED, type AssetBalances, type BankCard, type CurrencyExchangeResult, type CurrencyPrice, type SwapQuote, type SwapSymbol, type UserInfo } from '../contract.js';
import { loadMigrations } from '../db/migrate.js';
import { post, systemAccount, userAccount } from '../funds/ledger.js';
import type { Headers } from '../test/http.js';
import { ledgerProblems } from '../test/ledger.js';
import { useTestApp } from '../test/use-test-app.js';

const HARBOR = { 'x-atrium-tenant': 'harbor' };

const t = useTestApp({
  checkBooks: true,
  setup: async () => {
    // harbor asks for image codes at sign-up and sign-in; these tests are not about that.
    await c.post('/api/__dev/settings', { tenant: 'harbor', patch: { loginCaptcha: false, marketUrl: { url: '', h5Code: false } } });
  },
});
const c = t.client;

let serial = 0;
/** A new account (atrium unless told) with these funding balances, signed in. */
async function newUser(balances: Record<string, string> = {}, tenantHeaders: Headers = {}): Promise<{ loginName: string; auth: Headers }> {
  const loginName = `funds_${++serial}`;
  const registered = await c.post('/api/user/register', { signType: 3, loginName, loginPassword: 'secret1' }, tenantHeaders);
  if (registered.code !== 200) throw new Error(registered.msg);
  for (const [coin, amount] of Object.entries(balances)) {
    const credited = await c.post('/api/__dev/credit', { loginName, coin, amount }, tenantHeaders);
    if (credited.code !== 200) throw new Error(credited.msg);
  }
  return { loginName, auth: await c.signIn(loginName, 'secret1', tenantHeaders) };
}

const assets = async (auth: Headers) => (await c.get<AssetBalances>('/api/asset/assetBalance', auth)).data;
const balance = async (auth: Headers, coin: string, account = 'funding') => {
  const row = (await assets(auth)).balances.find((b) => b.coin === coin && b.account === account);
  return row ? { available: row.available, frozen: row.frozen } : undefined;
};
const transfer = (auth: Headers, body: object, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url: '/api/asset/transferFunds', payload: body, headers: { ...auth, ...headers } });
const setPrice = (symbol: string, price: string) => c.post('/api/__dev/market/price', { symbol, price });
const quote = (auth: Headers, body: object) => c.post<SwapQuote>('/api/texchange/quote', body, auth);
/** The swap of a quote, confirmed as shown: at least what it said would arrive. */
const swapAt = (auth: Headers, offered: SwapQuote, fields: object = {}) =>
  c.post<CurrencyExchangeResult>(
    '/api/texchange/currencyExchange',
    { from: offered.from, to: offered.to, amount: offered.amount, quoteId: offered.quoteId, minReceived: offered.receive, ...fields },
    auth,
  );

describe('ledger', () => {
  it('holds the seeded balances: getInfo as before, the frozen ETH a pending withdrawal', async () => {
    const demo = await c.signIn('demo', 'demo1234');
    const info = await c.get<UserInfo>('/api/user/getInfo', demo);
    expect(info.data.asset).toEqual([
      { coin: 'usdt', amount: '10000', frozen: '0' },
      { coin: 'btc', amount: '0.5', frozen: '0' },
      { coin: 'eth', amount: '3', frozen: '0.25' },
    ]);
    expect(await balance(demo, 'eth')).toEqual({ available: '2.75', frozen: '0.25' });
    const frozen = await c.signIn('frozen', 'demo1234');
    expect((await c.get<UserInfo>('/api/user/getInfo', frozen)).data.asset).toEqual([{ coin: 'usdt', amount: '250', frozen: '250' }]);
  });

  it('refuses a movement that would take a user below zero, in code and in the database', async () => {
    const { loginName } = await newUser({ usdt: '5' });
    const [user] = await t.db.query<{ id: number }>('SELECT id FROM users WHERE login_name = $1', [loginName]);
    const legs = (amount: string) => [
      { account: userAccount('atrium', user!.id, 'usdt'), amount: `-${amount}` },
      { account: systemAccount('atrium', 'usdt', 'external'), amount },
    ];
    await expect(t.db.transaction((tx) => post(tx, { tenant: 'atrium', kind: 'adjustment', now: 0, legs: legs('5.00000001') }))).rejects.toThrow(
      'Insufficient balance',
    );
    await expect(
      t.db.transaction((tx) =>
        post(tx, { tenant: 'atrium', kind: 'adjustment', now: 0, legs: [{ account: userAccount('atrium', user!.id, 'usdt'), amount: '1' }] }),
      ),
    ).rejects.toThrow('does not balance');
    // The CHECK constraint stands behind the code.
    await expect(t.db.query("UPDATE ledger_accounts SET available = -1 WHERE user_id = $1 AND coin = 'usdt'", [user!.id])).rejects.toThrow();
    await t.db.transaction((tx) => post(tx, { tenant: 'atrium', kind: 'adjustment', now: 0, legs: legs('5') }));
    const [row] = await t.db.query<{ available: string }>(
      "SELECT available::text AS available FROM ledger_accounts WHERE user_id = $1 AND coin = 'usdt' AND account_type = 'funding'",
      [user!.id],
    );
    expect(Number(row!.available)).toBe(0);
  });

  it('moves the balances of a database from before the ledger into it (migration 011)', async () => {
    const migrations = await loadMigrations();
    const legacy = migrations.filter((m) => m.id <= 10);
    const ledger = migrations.find((m) => m.id === 11)!;
    const rollback = new Error('rollback');
    const seen = await t.db
      .transaction(async (tx) => {
        await tx.exec('CREATE SCHEMA legacy_ledger_test; SET LOCAL search_path TO legacy_ledger_test');
        for (const m of legacy) await tx.exec(m.sql);
        await tx.exec(`
          INSERT INTO tenants (name, display_name, settings) VALUES ('old', 'Old', '{"assetCoins": []}');
          INSERT INTO users (id, tenant, login_name, password_salt, password_hash, invite_code, create_time) VALUES
            (1, 'old', 'a', 's', 'h', 'AAAAAA', 0), (2, 'old', 'b', 's', 'h', 'BBBBBB', 0);
          INSERT INTO user_assets (user_id, coin, amount, frozen, sort) VALUES
            (1, 'usdt', 100.5, 0.5, 0), (1, 'eth', 0, 0, 1), (2, 'usdt', 250, 250, 0);`);
        await tx.exec(ledger.sql);
        const rows = await tx.query<{ userId: number; coin: string; available: string; frozen: string }>(
          `SELECT user_id AS "userId", coin, available::text AS available, frozen::text AS frozen FROM ledger_accounts
            WHERE user_id IS NOT NULL ORDER BY user_id, coin`,
        );
        const problems = await ledgerProblems(tx);
        const gone = await tx.query("SELECT 1 FROM information_schema.tables WHERE table_schema = 'legacy_ledger_test' AND table_name = 'user_assets'");
        throw Object.assign(rollback, { seen: { rows, problems, gone: gone.length === 0 } });
      })
      .catch((error: unknown) => (error === rollback ? (rollback as Error & { seen: unknown }).seen : Promise.reject(error)));
    expect(seen).toEqual({
      rows: [
        { userId: 1, coin: 'eth', available: '0', frozen: '0' },
        { userId: 1, coin: 'usdt', available: '100.0', frozen: '0.5' },
        { userId: 2, coin: 'usdt', available: '0', frozen: '250' },
      ],
      problems: [],
      gone: true,
    });
  });
});

describe('assets', () => {
  it('lists every asset coin in funding (zeros too), other accounts when not zero, valued at the market', async () => {
    await setPrice('btcusdt', '60000');
    await setPrice('ethusdt', '3000');
    const { auth } = await newUser({ usdt: '100', btc: '0.1' });
    expect((await transfer(auth, { coin: 'usdt', amount: '30', from: 'funding', to: 'spot' })).json()).toEqual({ code: 200, msg: 'Transferred', data: null });
    const body = await assets(auth);
    expect(body.balances.map((b) => `${b.account}:${b.coin}`)).toEqual([
      'funding:usdt', 'funding:btc', 'funding:eth', 'funding:usdc', 'funding:bnb', 'funding:trx', 'spot:usdt',
    ]);
    expect(body.balances[0]).toEqual({
      coin: 'usdt', coinName: 'Tether USD', logo: '/api/static/coins/usdt.svg', account: 'funding', available: '70', frozen: '0', valueUsdt: '70',
    });
    expect(body.balances.find((b) => b.coin === 'btc')).toMatchObject({ available: '0.1', valueUsdt: '6000' });
    expect(body.balances.find((b) => b.coin === 'eth')).toMatchObject({ available: '0', frozen: '0', valueUsdt: '0' });
    expect(body.balances.at(-1)).toMatchObject({ account: 'spot', coin: 'usdt', available: '30', valueUsdt: '30' });
    expect(body.totalUsdt).toBe('6100');
    expect(body.fiatRates).toMatchObject({ USD: '1', EUR: expect.any(String), CNY: expect.any(String), JPY: expect.any(String), KRW: expect.any(String) });
  });

  it("lists harbor's asset coins for harbor's accounts", async () => {
    const demo = await c.signIn('demo', 'demo1234', HARBOR);
    const body = await assets(demo);
    expect(body.balances.map((b) => b.coin)).toEqual(['usdt', 'btc', 'eth']);
  });

  it('transfers exact decimals between accounts and back', async () => {
    const { auth } = await newUser({ usdt: '1' });
    for (const amount of ['0.1', '0.2']) expect((await transfer(auth, { coin: 'usdt', amount, from: 'funding', to: 'contract' })).json().code).toBe(200);
    expect(await balance(auth, 'usdt', 'contract')).toEqual({ available: '0.3', frozen: '0' });
    expect(await balance(auth, 'usdt')).toEqual({ available: '0.7', frozen: '0' });
    expect((await transfer(auth, { coin: 'usdt', amount: '0.30000000', from: 'contract', to: 'spot' })).json().code).toBe(200);
    expect(await balance(auth, 'usdt', 'contract')).toBeUndefined();
    expect(await balance(auth, 'usdt', 'spot')).toEqual({ available: '0.3', frozen: '0' });
  });

  it('refuses a transfer it cannot make, moving nothing', async () => {
    const { auth } = await newUser({ usdt: '10' });
    const msg = async (body: object) => (await transfer(auth, { coin: 'usdt', amount: '1', from: 'funding', to: 'spot', ...body })).json().msg;
    expect(await msg({ amount: '10.00000001' })).toBe('Insufficient balance');
    expect(await msg({ to: 'funding' })).toBe('Please choose two different accounts');
    expect(await msg({ amount: '0.000000001' })).toBe('The amount can have at most 8 decimal places');
    expect(await msg({ amount: '0' })).toBe('The amount must be greater than 0');
    expect(await msg({ amount: '-1' })).toBe('Please enter a valid amount');
    expect(await msg({ coin: 'doge' })).toBe('This coin cannot be transferred');
    expect(await msg({ from: 'spot', to: 'contract' })).toBe('Insufficient balance');
    expect((await transfer(auth, { coin: 'usdt', amount: '1', from: 'savings', to: 'spot' })).statusCode).toBe(400);
    expect((await transfer(auth, { coin: 'usdt', amount: 1, from: 'funding', to: 'spot' })).statusCode).toBe(400);
    expect(await balance(auth, 'usdt')).toEqual({ available: '10', frozen: '0' });
  });

  it('never overdraws under concurrent transfers', async () => {
    const { auth } = await newUser({ usdt: '100' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => transfer(auth, { coin: 'usdt', amount: '30', from: 'funding', to: 'spot' }).then((r) => r.json().msg)),
    );
    expect(answers.filter((m) => m === 'Transferred')).toHaveLength(3);
    expect(answers.filter((m) => m === 'Insufficient balance')).toHaveLength(2);
    expect(await balance(auth, 'usdt')).toEqual({ available: '10', frozen: '0' });
    expect(await balance(auth, 'usdt', 'spot')).toEqual({ available: '90', frozen: '0' });
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeat with the first answer and moves the funds once, even at the same moment', async () => {
    const { auth } = await newUser({ usdt: '100' });
    const body = { coin: 'usdt', amount: '10', from: 'funding', to: 'spot' };
    const first = await transfer(auth, body, { 'idempotency-key': 'transfer-1' });
    const again = await transfer(auth, body, { 'idempotency-key': 'transfer-1' });
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const racing = await Promise.all(Array.from({ length: 4 }, () => transfer(auth, body, { 'idempotency-key': 'transfer-2' })));
    expect(racing.map((r) => r.json().code)).toEqual([200, 200, 200, 200]);
    expect(racing.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(3);
    expect(await balance(auth, 'usdt', 'spot')).toEqual({ available: '20', frozen: '0' });
    // Without a key, each request is its own.
    await transfer(auth, body);
    await transfer(auth, body);
    expect(await balance(auth, 'usdt', 'spot')).toEqual({ available: '40', frozen: '0' });
  });

  it('keeps keys per user, refuses a key reused for another request, and forgets a failure', async () => {
    const a = await newUser({ usdt: '100' });
    const b = await newUser({ usdt: '100' });
    const body = { coin: 'usdt', amount: '10', from: 'funding', to: 'spot' };
    await transfer(a.auth, body, { 'idempotency-key': 'shared' });
    expect((await transfer(b.auth, body, { 'idempotency-key': 'shared' })).headers['idempotent-replayed']).toBeUndefined();
    expect(await balance(b.auth, 'usdt', 'spot')).toEqual({ available: '10', frozen: '0' });
    expect((await transfer(a.auth, { ...body, amount: '11' }, { 'idempotency-key': 'shared' })).json().msg).toBe(
      'This Idempotency-Key was already used for another request',
    );
    // A failure made nothing: the same key runs again once the funds are there.
    const big = { ...body, amount: '150' };
    expect((await transfer(a.auth, big, { 'idempotency-key': 'retry' })).json().msg).toBe('Insufficient balance');
    await c.post('/api/__dev/credit', { loginName: a.loginName, coin: 'usdt', amount: '100' });
    expect((await transfer(a.auth, big, { 'idempotency-key': 'retry' })).json().code).toBe(200);
    expect((await transfer(a.auth, body, { 'idempotency-key': 'x'.repeat(65) })).statusCode).toBe(400);
    expect((await transfer(a.auth, body, { 'idempotency-key': 'x'.repeat(64) })).json().code).toBe(200);
  });
});

describe('swap', () => {
  it('lists the swap symbols by sort with usdt first, in any order asked', async () => {
    const list = await c.get<never>('/api/symbolmanage/list?isAsc=asc&orderByColumn=sort');
    const rows = (list as unknown as { rows: SwapSymbol[]; total: number }).rows;
    expect(rows.map((r) => r.symbol)).toEqual(['usdt', 'btcusdt', 'ethusdt', 'usdcusdt', 'bnbusdt', 'trxusdt']);
    expect(rows[1]).toEqual({ symbol: 'btcusdt', logo: '/api/static/coins/btc.svg', sort: 2 });
    const desc = (await c.get<never>('/api/symbolmanage/list?isAsc=desc&orderByColumn=sort')) as unknown as { rows: SwapSymbol[] };
    expect(desc.rows.map((r) => r.symbol)).toEqual(['usdt', 'trxusdt', 'bnbusdt', 'usdcusdt', 'ethusdt', 'btcusdt']);
    const harbor = (await c.get<never>('/api/symbolmanage/list', HARBOR)) as unknown as { rows: SwapSymbol[] };
    expect(harbor.rows.map((r) => r.symbol)).toEqual(['usdt', 'btcusdt', 'ethusdt']);
  });

  it('prices currencies in USDT from the market', async () => {
    await setPrice('btcusdt', '64000.5');
    expect((await c.get<CurrencyPrice>('/api/texchange/getCurrencyPrice?currency=btc,usdt')).data).toEqual({
      prices: { btc: '64000.50', usdt: '1' },
      feeRate: '0.002',
    });
    expect((await c.get('/api/texchange/getCurrencyPrice?currency=btc,nope')).msg).toBe('Unknown currency: nope');
  });

  it('exchanges at the quoted price, less the fee, rounded down to 8 decimals', async () => {
    await setPrice('btcusdt', '30000');
    const { auth } = await newUser({ usdt: '1000.1' });
    // 100 / 30000 = 0.00333333…; × 0.998 = 0.00332666… → 0.00332666; fee 0.00333333 − 0.00332666.
    const offered = await quote(auth, { from: 'usdt', to: 'btc', amount: '100' });
    expect(offered).toEqual({
      code: 200,
      msg: 'ok',
      data: {
        quoteId: expect.stringMatching(/^[0-9a-f]{32}$/),
        from: 'usdt',
        to: 'btc',
        amount: '100',
        rate: '0.0000333333333333',
        receive: '0.00332666',
        fee: '0.00000667',
        feeRate: '0.002',
        expiresAt: expect.any(Number),
        validForMs: 10_000,
      },
    });
    expect(await swapAt(auth, offered.data)).toEqual({
      code: 200,
      msg: 'Exchanged',
      data: { received: '0.00332666', fee: '0.00000667', rate: '0.0000333333333333' },
    });
    expect(await balance(auth, 'usdt')).toEqual({ available: '900.1', frozen: '0' });
    expect(await balance(auth, 'btc')).toEqual({ available: '0.00332666', frozen: '0' });
    // 0.001 + 0.002 BTC back: 90 USDT less 0.18 of fees; a swap symbol names its coin.
    expect((await swapAt(auth, (await quote(auth, { from: 'btc', to: 'usdt', amount: '0.001' })).data)).data.received).toBe('29.94');
    const symbolQuote = (await quote(auth, { from: 'btcusdt', to: 'usdt', amount: '0.002' })).data;
    expect(await swapAt(auth, symbolQuote).then((r) => r.data)).toEqual({ received: '59.88', fee: '0.12', rate: '30000' });
    expect(await balance(auth, 'usdt')).toEqual({ available: '989.92', frozen: '0' });
    expect(await balance(auth, 'btc')).toEqual({ available: '0.00032666', frozen: '0' });
  });

  it('fills at the quoted rate however the market moved before the quote expired (a firm quote)', async () => {
    await setPrice('btcusdt', '30000');
    const { auth } = await newUser({ usdt: '1000' });
    const offered = (await quote(auth, { from: 'usdt', to: 'btc', amount: '300' })).data;
    // The rate 1/30000 is a recurring decimal: 300 × rate × 0.998 rounds down.
    expect(offered.receive).toBe('0.00997999');
    // BTC doubles: at submit time 300 USDT would buy half as much; the quote is what the user confirmed.
    await setPrice('btcusdt', '60000');
    await c.shiftClock(9_000);
    expect((await swapAt(auth, offered)).data).toEqual({ received: '0.00997999', fee: '0.00002', rate: '0.0000333333333333' });
    expect(await balance(auth, 'btc')).toEqual({ available: '0.00997999', frozen: '0' });
  });

  it('refuses a stale, used or changed quote with "The price changed" and a fresh quote, moving nothing', async () => {
    await setPrice('btcusdt', '30000');
    const { auth } = await newUser({ usdt: '1000' });
    const other = await newUser({ usdt: '1000' });
    const offered = (await quote(auth, { from: 'usdt', to: 'btc', amount: '100' })).data;
    await setPrice('btcusdt', '40000');
    const refused = async (body: object, who = auth) => {
      const answer = await c.post<SwapQuote>('/api/texchange/currencyExchange', { from: 'usdt', to: 'btc', amount: '100', quoteId: offered.quoteId, minReceived: '0', ...body }, who);
      return answer;
    };
    // The fields changed: another amount, another coin.
    for (const changed of [{ amount: '101' }, { to: 'eth' }]) {
      const answer = await refused(changed);
      expect([answer.code, answer.msg]).toEqual([QUOTE_REFUSED, 'The price changed']);
      expect(answer.data.quoteId).not.toBe(offered.quoteId);
    }
    // Another user's quote.
    expect((await refused({}, other.auth)).msg).toBe('The price changed');
    // Stale: 10 s after it was made. The fresh quote in the refusal is at today's price, for the same swap.
    await c.shiftClock(10_000);
    const stale = await refused({});
    expect(stale).toEqual({
      code: QUOTE_REFUSED,
      msg: 'The price changed',
      data: expect.objectContaining({ from: 'usdt', to: 'btc', amount: '100', rate: '0.000025', receive: '0.002495', validForMs: 10_000 }),
    });
    expect(await balance(auth, 'usdt')).toEqual({ available: '1000', frozen: '0' });
    // The fresh quote fills, once; a second use is refused.
    const fresh = stale.data;
    expect((await swapAt(auth, fresh)).data).toMatchObject({ received: '0.002495' });
    expect((await swapAt(auth, fresh)).msg).toBe('The price changed');
    expect(await balance(auth, 'usdt')).toEqual({ available: '900', frozen: '0' });
  });

  it('refuses a swap without a quote with a quote to confirm (a client of the spec without quotes)', async () => {
    await setPrice('btcusdt', '30000');
    const { auth } = await newUser({ usdt: '1000' });
    const answer = await c.post<SwapQuote>('/api/texchange/currencyExchange', { from: 'usdt', to: 'btc', amount: '100' }, auth);
    expect(answer).toMatchObject({ code: QUOTE_REFUSED, msg: 'A swap is made at a quoted price: please confirm this quote', data: { receive: '0.00332666' } });
    expect(await balance(auth, 'usdt')).toEqual({ available: '1000', frozen: '0' });
  });

  it('honours the minimum received: more than the quote gives is refused, the quote stays usable', async () => {
    await setPrice('btcusdt', '30000');
    const { auth } = await newUser({ usdt: '1000' });
    const offered = (await quote(auth, { from: 'usdt', to: 'btc', amount: '100' })).data;
    expect((await swapAt(auth, offered, { minReceived: '0.00332667' })).msg).toBe('You would receive 0.00332666, less than your minimum of 0.00332667');
    expect((await swapAt(auth, offered, { minReceived: '' })).msg).toBe('Please give the minimum amount to receive');
    expect((await swapAt(auth, offered, { minReceived: '-1' })).msg).toBe('Please give a valid minimum amount to receive');
    expect(await balance(auth, 'usdt')).toEqual({ available: '1000', frozen: '0' });
    expect((await swapAt(auth, offered)).data).toMatchObject({ received: '0.00332666' });
  });

  it('answers a replay of a made swap from its key, though its quote is used now', async () => {
    await setPrice('btcusdt', '30000');
    const { auth } = await newUser({ usdt: '1000' });
    const offered = (await quote(auth, { from: 'usdt', to: 'btc', amount: '100' })).data;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/texchange/currencyExchange',
        payload: { from: 'usdt', to: 'btc', amount: '100', quoteId: offered.quoteId, minReceived: offered.receive },
        headers: { ...auth, 'idempotency-key': 'swap-replay-1' },
      });
    const first = await send();
    const again = await send();
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ code: 200, data: { received: '0.00332666' } });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balance(auth, 'usdt')).toEqual({ available: '900', frozen: '0' });
  });

  it('refuses a swap or a quote it cannot make', async () => {
    const { auth } = await newUser({ usdt: '10' });
    const quoteMsg = async (body: object) => (await quote(auth, { from: 'usdt', to: 'eth', amount: '1', ...body })).msg;
    expect(await quoteMsg({ to: 'usdt' })).toBe('Please choose two different currencies');
    expect(await quoteMsg({ to: 'doge' })).toBe('This currency cannot be swapped');
    expect(await quoteMsg({ to: 'btc', amount: '0.00000001' })).toBe('The amount is too small to swap');
    expect(await quoteMsg({ amount: '1.123456789' })).toBe('The amount can have at most 8 decimal places');
    expect((await c.post('/api/texchange/quote', { from: 'usdt', to: 'eth', amount: '1' })).msg).toBe('Token invalid, please sign in again');
    // The balance is checked when the swap is made.
    const offered = (await quote(auth, { from: 'usdt', to: 'eth', amount: '10.5' })).data;
    expect((await swapAt(auth, offered)).msg).toBe('Insufficient balance');
    const msg = async (body: object) => (await c.post('/api/texchange/currencyExchange', { from: 'usdt', to: 'eth', amount: '1', quoteId: 'x', minReceived: '0', ...body }, auth)).msg;
    expect(await msg({ to: 'usdt' })).toBe('Please choose two different currencies');
    expect(await msg({ to: 'doge' })).toBe('This currency cannot be swapped');
    expect(await balance(auth, 'usdt')).toEqual({ available: '10', frozen: '0' });
  });
});

/** A card number of this many digits that passes Luhn. */
function cardNumber(length: number, seed: number): string {
  const body = `4${String(seed).padStart(length - 2, '7')}`.slice(0, length - 1);
  for (let check = 0; check < 10; check++) {
    const candidate = body + check;
    let sum = 0;
    for (let i = 0; i < candidate.length; i++) {
      let d = Number(candidate[candidate.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    if (sum % 10 === 0) return candidate;
  }
  throw new Error('unreachable');
}

describe('bank cards', () => {
  const card = (overrides: Partial<BankCard> = {}) => ({ holderName: 'Ada Lovelace', bankName: 'Bank of Atrium', branch: 'Main Street', cardNumber: cardNumber(16, 1), ...overrides });

  it('saves, lists, reads, updates and deletes the user\'s own cards', async () => {
    const { auth } = await newUser();
    const saved = await c.post<BankCard>('/api/userBank/save', card({ holderName: '  Ada   Lovelace ', cardNumber: '4111 1111-1111 1111' }), auth);
    expect(saved).toEqual({
      code: 200,
      msg: 'Saved',
      data: { id: expect.any(Number), holderName: 'Ada Lovelace', bankName: 'Bank of Atrium', branch: 'Main Street', cardNumber: '4111111111111111' },
    });
    const id = saved.data.id;
    expect((await c.post<BankCard[]>('/api/userBank/getbank', {}, auth)).data).toEqual([saved.data]);
    expect((await c.get<BankCard>(`/api/userBank/${id}`, auth)).data).toEqual(saved.data);
    const updated = await c.post<BankCard>('/api/userBank/update', { id, ...card({ holderName: '张伟', branch: 'فرع الرياض' }) }, auth);
    expect(updated.data).toEqual({ id, ...card({ holderName: '张伟', branch: 'فرع الرياض' }) });
    // The client reads a card with a POST (spec §7: POST unless noted) and deletes it with POST …/remove/{id}.
    expect((await c.post<BankCard>(`/api/userBank/${id}`, {}, auth)).data).toEqual(updated.data);
    expect(await c.post(`/api/userBank/remove/${id}`, {}, auth)).toEqual({ code: 200, msg: 'Deleted', data: null });
    expect((await c.get(`/api/userBank/${id}`, auth)).msg).toBe('Card not found');
    expect(await c.post(`/api/userBank/remove/${id}`, {}, auth)).toEqual({ code: 500, msg: 'Card not found' });
  });

  it('checks every field, at most 5 cards, no duplicate number', async () => {
    const { auth } = await newUser();
    const msg = async (overrides: Partial<BankCard>) => (await c.post('/api/userBank/save', card(overrides), auth)).msg;
    expect(await msg({ holderName: 'A' })).toBe("Please enter the card holder's name (2 to 50 letters)");
    expect(await msg({ holderName: 'Ada 2' })).toBe("Please enter the card holder's name (2 to 50 letters)");
    expect(await msg({ holderName: 'a'.repeat(51) })).toBe("Please enter the card holder's name (2 to 50 letters)");
    expect(await msg({ bankName: 'B' })).toBe('Please enter the bank name (2 to 50 characters)');
    expect(await msg({ branch: 'x'.repeat(81) })).toBe('Please enter the branch (2 to 80 characters)');
    expect(await msg({ cardNumber: '4111111111111112' })).toBe('Please enter a valid card number');
    expect(await msg({ cardNumber: cardNumber(11, 2) })).toBe('Please enter a valid card number');
    expect(await msg({ cardNumber: cardNumber(20, 2) })).toBe('Please enter a valid card number');
    for (const [i, length] of [12, 13, 16, 19, 15].entries()) expect(await msg({ cardNumber: cardNumber(length, i + 10) })).toBe('Saved');
    expect(await msg({ cardNumber: cardNumber(16, 99) })).toBe('You can save at most 5 cards');
    const [first, second] = (await c.post<BankCard[]>('/api/userBank/getbank', {}, auth)).data;
    // A 2.x client's DELETE still removes a card.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/userBank/${first!.id}`, headers: auth })).json().code).toBe(200);
    expect(await msg({ cardNumber: second!.cardNumber })).toBe('This card is already saved');
    expect((await c.post('/api/userBank/update', { ...second, cardNumber: cardNumber(19, 13) }, auth)).msg).toBe('This card is already saved');
  });

  it("never shows or changes another user's or tenant's card", async () => {
    const owner = await newUser();
    const other = await newUser();
    const harbor = await newUser({}, HARBOR);
    const { data } = await c.post<BankCard>('/api/userBank/save', card(), owner.auth);
    for (const auth of [other.auth, harbor.auth]) {
      expect(await c.get(`/api/userBank/${data.id}`, auth)).toEqual({ code: 500, msg: 'Card not found' });
      expect(await c.post('/api/userBank/update', { ...data, holderName: 'Mallory' }, auth)).toEqual({ code: 500, msg: 'Card not found' });
      expect((await t.app.inject({ method: 'DELETE', url: `/api/userBank/${data.id}`, headers: auth })).json()).toEqual({ code: 500, msg: 'Card not found' });
      expect(await c.post(`/api/userBank/remove/${data.id}`, {}, auth)).toEqual({ code: 500, msg: 'Card not found' });
      expect((await c.post<BankCard[]>('/api/userBank/getbank', {}, auth)).data).toEqual([]);
    }
    // The other tenant's token does not even work here.
    expect((await c.get(`/api/userBank/${data.id}`, owner.auth)).data).toEqual(data);
    expect((await c.get(`/api/userBank/${data.id}`, { ...owner.auth, ...HARBOR })).msg).toContain('Token');
  });
});
