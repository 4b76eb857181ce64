import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../auth/signed-in.js';
import type { AppContext } from '../context.js';
import type { CommissionRecord, Invitee, InviteSummary } from '../contract.js';
import type { Queryable } from '../db/db.js';
import { Dec, decimalString, floorAmount } from '../funds/amount.js';
import { usdtPrice } from '../funds/prices.js';
import { limit, limitParams, type Paging } from '../funds/recharge-store.js';
import { ok, okRows } from '../http/reply.js';
import type { MarketSimulator } from '../market/simulator.js';
import { COMMISSION_RATE } from '../trading/fees.js';
import { PAGING_SCHEMA, pagingOf } from './recharge.js';

interface Identity {
  loginName: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
}

const IDENTITY = 'u.login_name AS "loginName", u.email, u.phone, u.address';

/**
 * How an invitee is shown to the inviter: the first 3 characters of the login name or of the
 * e-mail's local part, then *** (and the e-mail's domain); a phone as *** and its last 4 digits;
 * a wallet as its first 6 and last 4 characters.
 */
export function maskedName({ loginName, email, phone, address }: Identity): string {
  const head = (text: string, n: number) => [...text].slice(0, n).join('');
  if (loginName) return `${head(loginName, 3)}***`;
  if (email) {
    const at = email.lastIndexOf('@');
    return at < 0 ? `${head(email, 3)}***` : `${head(email.slice(0, at), 3)}***${email.slice(at)}`;
  }
  if (phone) return `***${phone.replace(/\D/g, '').slice(-4)}`;
  if (address) return `${address.slice(0, 6)}***${address.slice(-4)}`;
  return '***';
}

/** Commission amounts per coin, valued in USDT at the market's last price (a coin without a market counts nothing). */
function usdtValue(market: MarketSimulator, sums: { coin: string; amount: string }[]): Dec {
  return sums.reduce((total, { coin, amount }) => {
    const price = usdtPrice(market, coin);
    return price === undefined ? total : total.plus(new Dec(amount).times(price));
  }, new Dec(0));
}

const usdtText = (value: Dec) => decimalString(floorAmount(value));

async function summary(db: Queryable, market: MarketSimulator, userId: number): Promise<InviteSummary> {
  const [me] = await db.query<{ inviteCode: string; invited: number }>(
    `SELECT invite_code AS "inviteCode", (SELECT count(*)::int FROM users WHERE invited_by = $1) AS invited FROM users WHERE id = $1`,
    [userId],
  );
  const sums = await db.query<{ coin: string; amount: string }>(
    'SELECT coin, sum(amount)::text AS amount FROM commissions WHERE inviter_id = $1 GROUP BY coin',
    [userId],
  );
  return { inviteCode: me!.inviteCode, commissionRate: COMMISSION_RATE, invitedCount: me!.invited, totalIncome: usdtText(usdtValue(market, sums)) };
}

async function invitees(db: Queryable, market: MarketSimulator, userId: number, paging: Paging): Promise<{ rows: Invitee[]; total: number }> {
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE invited_by = $1', [userId]);
  const users = await db.query<Identity & { id: number; joinTime: string }>(
    `SELECT u.id, ${IDENTITY}, u.create_time::text AS "joinTime" FROM users u WHERE u.invited_by = $1
      ORDER BY u.create_time DESC, u.id DESC${limit(paging, 2)}`,
    [userId, ...limitParams(paging)],
  );
  const sums = await db.query<{ invitee: number; coin: string; amount: string }>(
    `SELECT invitee_id AS invitee, coin, sum(amount)::text AS amount FROM commissions
      WHERE inviter_id = $1 AND invitee_id = ANY($2::int[]) GROUP BY invitee_id, coin`,
    [userId, users.map((u) => u.id)],
  );
  const rows = users.map((u) => ({
    name: maskedName(u),
    joinTime: Number(u.joinTime),
    income: usdtText(usdtValue(market, sums.filter((s) => s.invitee === u.id))),
  }));
  return { rows, total: count?.n ?? 0 };
}

async function commissions(db: Queryable, userId: number, paging: Paging): Promise<{ rows: CommissionRecord[]; total: number }> {
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM commissions WHERE inviter_id = $1', [userId]);
  const records = await db.query<Identity & { id: number; amount: string; coin: string; source: CommissionRecord['source']; createTime: string }>(
    `SELECT c.id, c.amount::text AS amount, c.coin, c.source, c.create_time::text AS "createTime", ${IDENTITY}
       FROM commissions c JOIN users u ON u.id = c.invitee_id
      WHERE c.inviter_id = $1 ORDER BY c.create_time DESC, c.id DESC${limit(paging, 2)}`,
    [userId, ...limitParams(paging)],
  );
  const rows = records.map((r) => ({
    id: r.id,
    from: maskedName(r),
    amount: decimalString(r.amount),
    coin: r.coin,
    source: r.source,
    createTime: Number(r.createTime),
  }));
  return { rows, total: count?.n ?? 0 };
}

/**
 * The invite programme (/plug, /addIncome; deltas: the spec names the screens, not the calls).
 * The signed-in user's own figures: code, rate, who signed up with the code and what they earned
 * the user (chargeFee in trading/fees.ts records it), in USDT at today's prices.
 */
export function registerInviteRoutes(api: FastifyInstance, { db, clock, market }: AppContext): void {
  api.get('/api/invite/summary', async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    return ok(await summary(db, market, userId));
  });

  api.get<{ Querystring: Paging }>('/api/invite/invitees', { schema: PAGING_SCHEMA }, async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    const { rows, total } = await invitees(db, market, userId, pagingOf(request.query));
    return okRows(rows, total);
  });

  api.get<{ Querystring: Paging }>('/api/invite/commissions', { schema: PAGING_SCHEMA }, async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    const { rows, total } = await commissions(db, userId, pagingOf(request.query));
    return okRows(rows, total);
  });
}
