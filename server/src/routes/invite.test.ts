import { describe, expect, it } from 'vitest';
import type { CommissionRecord, Invitee, InviteSummary } from '../contract.js';
import type { Headers } from '../test/http.js';
import { chargeFee, COMMISSION_RATE } from '../trading/fees.js';
import { maskedName } from './invite.js';
import { useTestApp } from '../test/use-test-app.js';

const t = useTestApp({ checkBooks: true });
const c = t.client;

interface Page<T> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
}

let serial = 0;
/** A new account, invited by a code or not, with these funding balances. */
async function newUser(name: string, activeCode?: string, balances: Record<string, string> = {}): Promise<{ id: number; auth: Headers }> {
  const loginName = `${name}_${++serial}`;
  const registered = await c.post('/api/user/register', { signType: 3, loginName, loginPassword: 'secret1', ...(activeCode ? { activeCode } : {}) });
  if (registered.code !== 200) throw new Error(registered.msg);
  for (const [coin, amount] of Object.entries(balances)) await c.post('/api/__dev/credit', { loginName, coin, amount });
  const [user] = await t.db.query<{ id: number }>('SELECT id FROM users WHERE login_name = $1', [loginName]);
  return { id: user!.id, auth: await c.signIn(loginName, 'secret1') };
}

const fee = (userId: number, coin: string, amount: string, source: 'contract' | 'spot', now: number) =>
  t.db.transaction((tx) => chargeFee(tx, { tenant: 'atrium', userId, coin, account: 'funding', amount, source, ref: { type: 'test', id: now }, now }));

const summaryOf = async (auth: Headers) => (await c.get<InviteSummary>('/api/invite/summary', auth)).data;
const page = async <T>(url: string, auth: Headers) => (await t.app.inject({ method: 'GET', url, headers: auth })).json<Page<T>>();

describe('invites', () => {
  it('sums up the code, the invitees and their commissions in USDT', async () => {
    await c.post('/api/__dev/market/price', { symbol: 'btcusdt', price: '50000' });
    const inviter = await newUser('inviter');
    const before = await summaryOf(inviter.auth);
    expect(before).toEqual({ inviteCode: expect.stringMatching(/^[A-Z0-9]{6,8}$/), commissionRate: COMMISSION_RATE, invitedCount: 0, totalIncome: '0' });
    const [row] = await t.db.query<{ code: string }>('SELECT invite_code AS code FROM users WHERE id = $1', [inviter.id]);
    expect(before.inviteCode).toBe(row!.code);

    const alice = await newUser('alice', before.inviteCode, { usdt: '100', btc: '1' });
    const bob = await newUser('bob', before.inviteCode, { usdt: '100' });
    const stranger = await newUser('stranger', undefined, { usdt: '100' });
    // Someone else's invitee earns someone else.
    const other = await newUser('other');
    const theirs = await newUser('theirs', (await summaryOf(other.auth)).inviteCode, { usdt: '100' });

    await fee(alice.id, 'usdt', '10', 'contract', 1_000);
    await fee(alice.id, 'btc', '0.001', 'spot', 2_000);
    await fee(bob.id, 'usdt', '5', 'contract', 3_000);
    await fee(stranger.id, 'usdt', '5', 'spot', 4_000);
    await fee(theirs.id, 'usdt', '50', 'spot', 5_000);

    // 20 % of 10 + 5 USDT, and of 0.001 BTC at 50 000.
    expect(await summaryOf(inviter.auth)).toEqual({ ...before, invitedCount: 2, totalIncome: '13' });
    expect(await summaryOf(other.auth)).toMatchObject({ invitedCount: 1, totalIncome: '10' });
    expect(await summaryOf(stranger.auth)).toMatchObject({ invitedCount: 0, totalIncome: '0' });
    // Valued at today's price.
    await c.post('/api/__dev/market/price', { symbol: 'btcusdt', price: '60000' });
    expect((await summaryOf(inviter.auth)).totalIncome).toBe('15');

    const invitees = await page<Invitee>('/api/invite/invitees?pageNum=1&pageSize=10', inviter.auth);
    expect(invitees).toEqual({
      code: 200,
      msg: 'ok',
      total: 2,
      rows: [
        { name: 'bob***', joinTime: expect.any(Number), income: '1' },
        { name: 'ali***', joinTime: expect.any(Number), income: '14' },
      ],
    });
    expect(invitees.rows[0]!.joinTime).toBeGreaterThanOrEqual(invitees.rows[1]!.joinTime);

    const commissions = await page<CommissionRecord>('/api/invite/commissions?pageNum=1&pageSize=10', inviter.auth);
    expect(commissions).toEqual({
      code: 200,
      msg: 'ok',
      total: 3,
      rows: [
        { id: expect.any(Number), from: 'bob***', amount: '1', coin: 'usdt', source: 'contract', createTime: 3_000 },
        { id: expect.any(Number), from: 'ali***', amount: '0.0002', coin: 'btc', source: 'spot', createTime: 2_000 },
        { id: expect.any(Number), from: 'ali***', amount: '2', coin: 'usdt', source: 'contract', createTime: 1_000 },
      ],
    });
    // The commission reached the inviter's funding account.
    const [funding] = await t.db.query<{ available: string }>(
      "SELECT available::text AS available FROM ledger_accounts WHERE user_id = $1 AND coin = 'btc' AND account_type = 'funding'",
      [inviter.id],
    );
    expect(Number(funding!.available)).toBe(0.0002);
  });

  it('pages invitees and commissions, newest first', async () => {
    const inviter = await newUser('pager');
    const { inviteCode } = await summaryOf(inviter.auth);
    const invited = [];
    for (let i = 0; i < 3; i++) invited.push(await newUser(`guest${i}`, inviteCode, { usdt: '10' }));
    for (const [i, user] of invited.entries()) await fee(user.id, 'usdt', '1', 'spot', 10_000 + i);

    const first = await page<Invitee>('/api/invite/invitees?pageNum=1&pageSize=2', inviter.auth);
    const second = await page<Invitee>('/api/invite/invitees?pageNum=2&pageSize=2', inviter.auth);
    expect([first.total, first.rows.length, second.rows.length]).toEqual([3, 2, 1]);
    expect([...first.rows, ...second.rows].map((r) => r.name)).toEqual(['gue***', 'gue***', 'gue***']);
    const records = await page<CommissionRecord>('/api/invite/commissions?pageNum=2&pageSize=2', inviter.auth);
    expect(records.total).toBe(3);
    expect(records.rows.map((r) => r.createTime)).toEqual([10_000]);
    expect((await t.app.inject({ method: 'GET', url: '/api/invite/invitees?pageNum=0&pageSize=2', headers: inviter.auth })).statusCode).toBe(400);
  });

  it('shows e-mail and phone invitees masked, and is for signed-in users only', async () => {
    const inviter = await newUser('masker');
    const { inviteCode } = await summaryOf(inviter.auth);
    const mail = await newUser('mail', inviteCode);
    const phone = await newUser('phone', inviteCode);
    await t.db.query("UPDATE users SET login_name = NULL, email = 'roberta@example.com' WHERE id = $1", [mail.id]);
    await t.db.query("UPDATE users SET login_name = NULL, phone = '+44 7700 900123' WHERE id = $1", [phone.id]);
    const { rows } = await page<Invitee>('/api/invite/invitees?pageNum=1&pageSize=10', inviter.auth);
    expect(rows.map((r) => r.name)).toEqual(['***0123', 'rob***@example.com']);

    expect((await c.get('/api/invite/summary')).msg).toContain('Token');
    expect((await c.get('/api/invite/invitees?pageNum=1&pageSize=10')).msg).toContain('Token');
    expect((await c.get('/api/invite/commissions?pageNum=1&pageSize=10')).msg).toContain('Token');
  });
});

describe('maskedName', () => {
  it('keeps 3 characters of a name or an e-mail\'s local part, 4 digits of a phone', () => {
    const none = { loginName: null, email: null, phone: null, address: null };
    expect(maskedName({ ...none, loginName: 'alexander' })).toBe('ale***');
    expect(maskedName({ ...none, loginName: 'alexander', email: 'a@b.c' })).toBe('ale***');
    expect(maskedName({ ...none, email: 'jo@example.org' })).toBe('jo***@example.org');
    expect(maskedName({ ...none, phone: '15551234567' })).toBe('***4567');
    expect(maskedName({ ...none, address: '0x52908400098527886E0F7030069857D2E4169EE7' })).toBe('0x5290***9EE7');
    expect(maskedName(none)).toBe('***');
  });
});
