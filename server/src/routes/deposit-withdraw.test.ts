import { describe, expect, it } from 'vitest';
import type { AssetBalances, DepositCoin, FrozenAmount, RechargeOrder, SavedAddress, WithdrawCoin, WithdrawOrder } from '../contract.js';
import { normaliseBtcAddress } from '../wallet/btc-address.js';
import { isTronAddress } from '../wallet/tron-address.js';
import type { Headers } from '../test/http.js';
import { useTestApp } from '../test/use-test-app.js';

const HARBOR = { 'x-atrium-tenant': 'harbor' };

const t = useTestApp({
  checkBooks: true,
  setup: async () => {
    await c.post('/api/__dev/settings', { tenant: 'harbor', patch: { loginCaptcha: false, marketUrl: { url: '', h5Code: false } } });
  },
});
const c = t.client;

interface Rows<T> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
}

let serial = 0;
async function newUser(
  options: { balances?: Record<string, string>; fundPassword?: string; tenant?: Headers } = {},
): Promise<{ loginName: string; auth: Headers }> {
  const headers = options.tenant ?? {};
  const loginName = `money_${++serial}`;
  await c.post('/api/user/register', { signType: 3, loginName, loginPassword: 'secret1' }, headers);
  for (const [coin, amount] of Object.entries(options.balances ?? {})) await c.post('/api/__dev/credit', { loginName, coin, amount }, headers);
  const auth = await c.signIn(loginName, 'secret1', headers);
  if (options.fundPassword) expect((await c.post('/api/user/pwdSett', { pwd: options.fundPassword }, auth)).code).toBe(200);
  return { loginName, auth };
}

const funding = async (auth: Headers, coin: string) => {
  const row = (await c.get<AssetBalances>('/api/asset/assetBalance', auth)).data.balances.find((b) => b.coin === coin && b.account === 'funding');
  return { available: row!.available, frozen: row!.frozen };
};
const rows = async <T>(url: string, auth: Headers) => (await c.get(url, auth)) as unknown as Rows<T>;

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
async function upload(auth: Headers): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([JPEG], { type: 'image/jpeg' }), 'proof.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/common/upload/OSS',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...auth, 'content-type': request.headers.get('content-type')! },
  });
  return response.json<{ data: { url: string } }>().data.url;
}

const ETH_ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const TRON_ADDRESS = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';

describe('deposits', () => {
  it('lists the tenant\'s deposit coins with chains and minimums', async () => {
    const atrium = (await c.get<DepositCoin[]>('/api/common/getAppCurrencyList')).data;
    expect(atrium.map((d) => `${d.coin}:${d.chains.join('/')}:${d.minAmount}`)).toEqual([
      'usdt:TRC20/ERC20/BEP20:10', 'btc:BTC:0.0005', 'eth:ERC20:0.01', 'usdc:ERC20/BEP20:10', 'bnb:BEP20:0.05', 'trx:TRC20:50',
    ]);
    expect(atrium[0]).toMatchObject({ coinName: 'Tether USD', logo: '/api/static/coins/usdt.svg' });
    expect((await c.get<DepositCoin[]>('/api/common/getAppCurrencyList', HARBOR)).data.map((d) => d.coin)).toEqual(['usdt', 'btc', 'eth']);
  });

  it('gives each user a fixed, well-formed address per chain, keyed by coin', async () => {
    const a = await newUser();
    const b = await newUser();
    const address = async (auth: Headers, coin: string, chain: string) => (await c.get<Record<string, string>>(`/api/recharge/getAdress?coin=${coin}&symbol=${chain}`, auth)).data;
    const tron = (await address(a.auth, 'usdt', 'TRC20')).usdt!;
    expect(isTronAddress(tron)).toBe(true);
    expect(await address(a.auth, 'usdt', 'TRC20')).toEqual({ usdt: tron });
    expect((await address(b.auth, 'usdt', 'TRC20')).usdt).not.toBe(tron);
    const evm = (await address(a.auth, 'eth', 'ERC20')).eth!;
    expect(evm).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect((await address(a.auth, 'usdt', 'ERC20')).usdt).toBe(evm);
    const btc = (await address(a.auth, 'btc', 'BTC')).btc!;
    expect(normaliseBtcAddress(btc)).toBe(btc);
    expect(await c.get('/api/recharge/getAdress?coin=btc&symbol=TRC20', a.auth)).toEqual({ code: 500, msg: 'Deposits of BTC on TRC20 are not supported' });
    expect((await c.get('/api/recharge/getAdress?coin=doge&symbol=ERC20', a.auth)).msg).toBe('Deposits of DOGE on ERC20 are not supported');
    expect((await c.get('/api/recharge/getAdress?coin=usdt&symbol=TRC20')).msg).toContain('Token');
  });

  it('records a claim as pending, credits it only when approved, and keeps a rejection\'s reason', async () => {
    const { auth } = await newUser();
    const submit = (body: object) => c.post<{ id: number }>('/api/recharge/submit', body, auth);
    expect((await submit({ coin: 'usdt', chain: 'TRC20', amount: '9.99999999' })).msg).toBe('Below the minimum deposit of 10 USDT');
    expect((await submit({ coin: 'btc', chain: 'BTC', amount: '0.0001' })).msg).toBe('Below the minimum deposit of 0.0005 BTC');
    expect((await submit({ coin: 'usdt', chain: 'BTC', amount: '100' })).msg).toBe('Deposits of USDT on BTC are not supported');
    expect((await submit({ coin: 'usdt', chain: 'TRC20', amount: '1e3' })).msg).toBe('Please enter a valid amount');

    const proofUrl = await upload(auth);
    const first = await submit({ coin: 'usdt', chain: 'TRC20', amount: '100.1', proofUrl });
    expect(first).toEqual({ code: 200, msg: 'Submitted for review', data: { id: expect.any(Number) } });
    const second = await submit({ coin: 'usdt', chain: 'ERC20', amount: '50.2' });
    expect(await funding(auth, 'usdt')).toEqual({ available: '0', frozen: '0' });

    const list = await rows<RechargeOrder>('/api/recharge/list?pageNum=1&pageSize=20', auth);
    expect(list.total).toBe(2);
    expect(list.rows.map((r) => r.id)).toEqual([second.data.id, first.data.id]);
    expect(list.rows[1]).toEqual({
      id: first.data.id, coin: 'usdt', chain: 'TRC20', amount: '100.1', proofUrl, status: 0, reason: null,
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/), reviewTime: null,
    });
    expect((await rows<RechargeOrder>('/api/recharge/list?pageNum=2&pageSize=1', auth)).rows.map((r) => r.id)).toEqual([first.data.id]);

    expect(await c.post('/api/__dev/recharge/review', { id: first.data.id, decision: 'approve' })).toMatchObject({ code: 200 });
    expect(await c.post('/api/__dev/recharge/review', { id: first.data.id, decision: 'reject' })).toMatchObject({ msg: 'This order has already been reviewed' });
    await c.post('/api/__dev/recharge/review', { id: second.data.id, decision: 'reject', reason: 'No such transaction' });
    // 0.1 + 0.2 style: two approved deposits add up exactly.
    const third = await submit({ coin: 'usdt', chain: 'BEP20', amount: '10.2' });
    await c.post('/api/__dev/recharge/review', { id: third.data.id, decision: 'approve' });
    expect(await funding(auth, 'usdt')).toEqual({ available: '110.3', frozen: '0' });
    expect((await c.get<RechargeOrder>(`/api/recharge/${first.data.id}`, auth)).data).toMatchObject({ status: 1, reason: null, reviewTime: expect.any(String) });
    expect((await c.get<RechargeOrder>(`/api/recharge/${second.data.id}`, auth)).data).toMatchObject({ status: 2, reason: 'No such transaction' });
    expect(await c.post('/api/__dev/recharge/review', { id: 999999, decision: 'approve' })).toMatchObject({ msg: 'Order not found' });
  });

  it('accepts only a proof this user uploaded', async () => {
    const a = await newUser();
    const b = await newUser();
    const theirs = await upload(b.auth);
    const body = { coin: 'usdt', chain: 'TRC20', amount: '10' };
    expect((await c.post('/api/recharge/submit', { ...body, proofUrl: theirs }, a.auth)).msg).toBe('Please upload the proof again');
    expect((await c.post('/api/recharge/submit', { ...body, proofUrl: 'https://evil.example/x.jpg' }, a.auth)).msg).toBe('Please upload the proof again');
    expect((await rows('/api/recharge/list', a.auth)).total).toBe(0);
  });

  it('makes one order of concurrent submits with one Idempotency-Key', async () => {
    const { auth } = await newUser();
    const body = { coin: 'usdt', chain: 'TRC20', amount: '25' };
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        t.app.inject({ method: 'POST', url: '/api/recharge/submit', payload: body, headers: { ...auth, 'idempotency-key': 'deposit-1' } }).then((r) => r.json()),
      ),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect((await rows('/api/recharge/list', auth)).total).toBe(1);
  });

  it("never shows another user's or tenant's deposit", async () => {
    const owner = await newUser();
    const other = await newUser();
    const harbor = await newUser({ tenant: HARBOR });
    const { data } = await c.post<{ id: number }>('/api/recharge/submit', { coin: 'usdt', chain: 'TRC20', amount: '10' }, owner.auth);
    for (const auth of [other.auth, harbor.auth]) {
      expect(await c.get(`/api/recharge/${data.id}`, auth)).toEqual({ code: 500, msg: 'Order not found' });
      expect((await rows('/api/recharge/list', auth)).rows).toEqual([]);
    }
    expect(await c.get('/api/recharge/abc', owner.auth)).toEqual({ code: 500, msg: 'Order not found' });
    // A reviewer of harbor cannot touch atrium's order either.
    expect(await c.post('/api/__dev/recharge/review', { id: data.id, decision: 'approve', tenant: 'harbor' })).toMatchObject({ msg: 'Order not found' });
  });
});

describe('withdrawals', () => {
  it('lists the withdrawal coins of the tenant\'s channels with fee and limits, and the tenant\'s switch', async () => {
    const coins = (await c.get<WithdrawCoin[]>('/api/common/getWithDrawCoinList')).data;
    expect(coins.map((w) => `${w.coin}:${w.chains.map((ch) => ch.chain).join('/')}`)).toEqual([
      'usdt:TRC20/ERC20/BEP20', 'usdc:ERC20', 'btc:BTC', 'eth:ERC20', 'trx:TRC20',
    ]);
    expect(coins[0]!.chains[0]).toEqual({ chain: 'TRC20', fee: '1', minAmount: '10', maxAmount: '50000' });
    expect((await c.get<WithdrawCoin[]>('/api/common/getWithDrawCoinList', HARBOR)).data.map((w) => w.coin)).toEqual(['usdt', 'usdc', 'btc']);
    expect((await c.get('/api/withdraw/getWithdrawStatus')).data).toEqual({ open: true, message: null });
    await c.post('/api/__dev/withdraw/status', { open: false, tenant: 'harbor' });
    expect((await c.get('/api/withdraw/getWithdrawStatus', HARBOR)).data).toEqual({ open: false, message: 'Withdrawals are temporarily unavailable' });
    expect((await c.get('/api/withdraw/getWithdrawStatus')).data).toEqual({ open: true, message: null });
    await c.post('/api/__dev/withdraw/status', { open: true, tenant: 'harbor' });
  });

  it('shows the seeded frozen amounts as pending withdrawals', async () => {
    const demo = await c.signIn('demo', 'demo1234');
    const frozen = (await c.get<FrozenAmount[]>('/api/withdraw/freezeList', demo)).data;
    expect(frozen).toEqual([{ coin: 'eth', amount: '0.25', reason: 'withdrawal', orderId: expect.any(Number) }]);
    const order = (await c.get<WithdrawOrder>(`/api/withdraw/detail?id=${frozen[0]!.orderId}`, demo)).data;
    expect(order).toMatchObject({ coin: 'eth', chain: 'ERC20', amount: '0.25', fee: '0.003', netAmount: '0.247', status: 0 });
  });

  it('checks the switch, the fund password, the address, the limits and the balance', async () => {
    const none = await newUser({ balances: { usdt: '100' } });
    const body = { coin: 'usdt', chain: 'TRC20', address: TRON_ADDRESS, amount: '20', pwd: 'fundpass1' };
    expect((await c.post('/api/withdraw/submit', body, none.auth)).msg).toBe('Please set a fund password first');

    const { auth } = await newUser({ balances: { usdt: '100' }, fundPassword: 'fundpass1' });
    const msg = async (overrides: object) => (await c.post('/api/withdraw/submit', { ...body, ...overrides }, auth)).msg;
    expect(await msg({ pwd: 'wrongpass' })).toBe('Incorrect fund password');
    expect(await msg({ address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeM' })).toBe('Please enter a valid TRC20 address (T followed by 33 characters)');
    expect(await msg({ chain: 'ERC20', address: ETH_ADDRESS.replace('bD', 'bd'), amount: '30' })).toBe(
      'Please enter a valid ERC20 address (0x followed by 40 hexadecimal digits)',
    );
    expect(await msg({ chain: 'BTC' })).toBe('Withdrawals of USDT on BTC are not supported');
    expect(await msg({ amount: '9.99' })).toBe('Below the minimum withdrawal of 10 USDT');
    expect(await msg({ amount: '50000.01' })).toBe('Above the maximum withdrawal of 50000 USDT');
    expect(await msg({ amount: '100.00000001' })).toBe('Insufficient balance');
    await c.post('/api/__dev/withdraw/status', { open: false, message: 'Maintenance until 12:00 UTC' });
    expect(await msg({})).toBe('Maintenance until 12:00 UTC');
    await c.post('/api/__dev/withdraw/status', { open: true });
    expect(await funding(auth, 'usdt')).toEqual({ available: '100', frozen: '0' });
    expect((await rows('/api/withdraw/list', auth)).total).toBe(0);
  });

  it('freezes the amount, then settles it on approval or releases it on rejection', async () => {
    const { auth } = await newUser({ balances: { usdt: '100.3' }, fundPassword: 'fundpass1' });
    // The fund password in the query string, as postSecret sends it without secretsInBody.
    const viaQuery = await c.post<{ id: number }>(
      `/api/withdraw/submit?${c.query({ coin: 'usdt', chain: 'TRC20', address: TRON_ADDRESS, amount: '20.1', pwd: 'fundpass1' })}`,
      undefined,
      auth,
    );
    expect(viaQuery).toEqual({ code: 200, msg: 'Submitted for review', data: { id: expect.any(Number) } });
    const viaBody = await c.post<{ id: number }>(
      '/api/withdraw/submit',
      { coin: 'usdt', chain: 'ERC20', address: ETH_ADDRESS.toLowerCase(), amount: '30.2', pwd: 'fundpass1' },
      auth,
    );
    expect(await funding(auth, 'usdt')).toEqual({ available: '50', frozen: '50.3' });
    expect((await c.get<FrozenAmount[]>('/api/withdraw/freezeList', auth)).data).toEqual([
      { coin: 'usdt', amount: '30.2', reason: 'withdrawal', orderId: viaBody.data.id },
      { coin: 'usdt', amount: '20.1', reason: 'withdrawal', orderId: viaQuery.data.id },
    ]);
    const detail = (await c.get<WithdrawOrder>(`/api/withdraw/detail?id=${viaBody.data.id}`, auth)).data;
    expect(detail).toEqual({
      id: viaBody.data.id, coin: 'usdt', chain: 'ERC20', address: ETH_ADDRESS, amount: '30.2', fee: '5', netAmount: '25.2', status: 0, reason: null,
      createTime: expect.any(String), reviewTime: null,
    });
    expect((await rows<WithdrawOrder>('/api/withdraw/list?pageNum=1&pageSize=10', auth)).rows.map((r) => r.id)).toEqual([viaBody.data.id, viaQuery.data.id]);

    await c.post('/api/__dev/withdraw/review', { id: viaQuery.data.id, decision: 'approve' });
    expect(await funding(auth, 'usdt')).toEqual({ available: '50', frozen: '30.2' });
    await c.post('/api/__dev/withdraw/review', { id: viaBody.data.id, decision: 'reject', reason: 'Address flagged' });
    expect(await funding(auth, 'usdt')).toEqual({ available: '80.2', frozen: '0' });
    expect((await c.get<FrozenAmount[]>('/api/withdraw/freezeList', auth)).data).toEqual([]);
    expect((await c.get<WithdrawOrder>(`/api/withdraw/detail?id=${viaBody.data.id}`, auth)).data).toMatchObject({ status: 2, reason: 'Address flagged' });
    expect(await c.post('/api/__dev/withdraw/review', { id: viaBody.data.id, decision: 'approve' })).toMatchObject({ msg: 'This order has already been reviewed' });
    // The settled amount left to the outside (net) and the fee account (fee).
    const [external] = await t.db.query<{ available: string }>(
      "SELECT available::text AS available FROM ledger_accounts WHERE tenant = 'atrium' AND user_id IS NULL AND coin = 'usdt' AND account_type = 'fees'",
    );
    expect(Number(external!.available)).toBeGreaterThanOrEqual(1);
  });

  it('never overdraws under concurrent withdrawals, and makes one of concurrent keyed submits', async () => {
    const { auth } = await newUser({ balances: { usdt: '50' }, fundPassword: 'fundpass1' });
    const submit = (amount: string, headers: Headers = {}) =>
      t.app
        .inject({ method: 'POST', url: '/api/withdraw/submit', payload: { coin: 'usdt', chain: 'TRC20', address: TRON_ADDRESS, amount, pwd: 'fundpass1' }, headers: { ...auth, ...headers } })
        .then((r) => r.json<{ code: number; msg: string }>());
    const keyed = await Promise.all([submit('20', { 'idempotency-key': 'w-1' }), submit('20', { 'idempotency-key': 'w-1' })]);
    expect(keyed[0]).toEqual(keyed[1]);
    expect(await funding(auth, 'usdt')).toEqual({ available: '30', frozen: '20' });
    const racing = await Promise.all([submit('20'), submit('20')]);
    expect(racing.map((r) => r.msg).sort()).toEqual(['Insufficient balance', 'Submitted for review']);
    expect(await funding(auth, 'usdt')).toEqual({ available: '10', frozen: '40' });
  });

  it("never shows another user's or tenant's withdrawal", async () => {
    const owner = await newUser({ balances: { usdt: '50' }, fundPassword: 'fundpass1' });
    const other = await newUser();
    const harbor = await newUser({ tenant: HARBOR });
    const { data } = await c.post<{ id: number }>('/api/withdraw/submit', { coin: 'usdt', chain: 'TRC20', address: TRON_ADDRESS, amount: '20', pwd: 'fundpass1' }, owner.auth);
    for (const auth of [other.auth, harbor.auth]) {
      expect(await c.get(`/api/withdraw/detail?id=${data.id}`, auth)).toEqual({ code: 500, msg: 'Order not found' });
      expect((await rows('/api/withdraw/list', auth)).rows).toEqual([]);
      expect((await c.get('/api/withdraw/freezeList', auth)).data).toEqual([]);
    }
    expect(await c.post('/api/__dev/withdraw/review', { id: data.id, decision: 'reject', tenant: 'harbor' })).toMatchObject({ msg: 'Order not found' });
  });
});

describe('address book', () => {
  it('saves checked addresses once per coin and chain, lists and removes the user\'s own', async () => {
    const { auth } = await newUser();
    const save = (body: object) => c.post<SavedAddress>('/api/withdraw/saveCacheAddress', { coin: 'usdt', chain: 'ERC20', address: ETH_ADDRESS, label: 'Cold wallet', ...body }, auth);
    const saved = await save({ address: ETH_ADDRESS.toLowerCase() });
    expect(saved).toEqual({ code: 200, msg: 'Saved', data: { id: expect.any(Number), coin: 'usdt', chain: 'ERC20', address: ETH_ADDRESS, label: 'Cold wallet' } });
    expect((await save({})).msg).toBe('This address is already saved');
    expect((await save({ chain: 'BEP20' })).code).toBe(200);
    expect((await save({ chain: 'TRC20', address: TRON_ADDRESS, label: '  Exchange  ' })).data.label).toBe('Exchange');
    expect((await save({ coin: 'btc', chain: 'BTC', address: 'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ' })).data.address).toBe('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    expect((await save({ coin: 'btc', chain: 'BTC', address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb' })).msg).toBe('Please enter a valid Bitcoin address');
    expect((await save({ chain: 'TRC20' })).msg).toBe('Please enter a valid TRC20 address (T followed by 33 characters)');
    expect((await save({ label: ' ' })).msg).toBe('Please enter a label of 1 to 30 characters');
    expect((await save({ label: 'x'.repeat(31) })).msg).toBe('Please enter a label of 1 to 30 characters');
    expect((await save({ coin: 'doge' })).msg).toBe('Withdrawals of DOGE on ERC20 are not supported');
    const list = (await c.get<SavedAddress[]>('/api/withdraw/addressList', auth)).data;
    expect(list).toHaveLength(4);
    expect(await c.post('/api/withdraw/removeAddress', { id: saved.data.id }, auth)).toEqual({ code: 200, msg: 'Removed', data: null });
    expect((await c.get<SavedAddress[]>('/api/withdraw/addressList', auth)).data.map((a) => a.id)).not.toContain(saved.data.id);
    expect((await c.post('/api/withdraw/removeAddress', { id: saved.data.id }, auth)).msg).toBe('Address not found');
  });

  it("never lists or removes another user's or tenant's address", async () => {
    const owner = await newUser();
    const other = await newUser();
    const harbor = await newUser({ tenant: HARBOR });
    const { data } = await c.post<SavedAddress>('/api/withdraw/saveCacheAddress', { coin: 'usdt', chain: 'TRC20', address: TRON_ADDRESS, label: 'Mine' }, owner.auth);
    for (const auth of [other.auth, harbor.auth]) {
      expect((await c.get('/api/withdraw/addressList', auth)).data).toEqual([]);
      expect(await c.post('/api/withdraw/removeAddress', { id: data.id }, auth)).toEqual({ code: 500, msg: 'Address not found' });
    }
    expect((await c.get<SavedAddress[]>('/api/withdraw/addressList', owner.auth)).data).toEqual([data]);
  });
});
