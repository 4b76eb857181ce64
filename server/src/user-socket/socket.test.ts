import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { UserServerFrame } from '../contract.js';
import type { Headers } from '../test/http.js';
import { resetData } from '../test/test-db.js';
import { CLOSE_HEARTBEAT_MISSED } from './hub.js';
import { useTestApp } from '../test/use-test-app.js';

let base: string;
const t = useTestApp({
  app: { heartbeatMs: 150, userSocketAuthMs: 300 },
  setup: async () => {
    base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    // harbor asks for a captcha at sign-in; these tests are not about that.
    await c.post('/api/__dev/settings', { tenant: 'harbor', patch: { loginCaptcha: false } });
  },
});
const c = t.client;

const HARBOR = { 'x-atrium-tenant': 'harbor' };

/** A real socket client: keeps every frame and the close; answers HEARTBEAT with ping unless told not to. */
class Client {
  readonly frames: UserServerFrame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(
    readonly ws: WebSocket,
    answerHeartbeat: boolean,
  ) {
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as UserServerFrame;
      this.frames.push(frame);
      if (frame.type === 'HEARTBEAT' && answerHeartbeat) this.send({ type: 'ping' });
    });
    this.closed = new Promise((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static async open(path: string, headers: Headers = {}, answerHeartbeat = true): Promise<Client> {
    const ws = new WebSocket(`${base}${path}`, { headers });
    const client = new Client(ws, answerHeartbeat);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    return client;
  }

  send(frame: unknown): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  async next(match: (f: UserServerFrame) => boolean, from = 0, timeoutMs = 3000): Promise<UserServerFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching frame; got ${JSON.stringify(this.frames.slice(from)).slice(0, 300)}`);
      await sleep(20);
    }
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    this.ws.close();
    await this.closed;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stats = async () => (await c.get<{ userConnections: number; connections: number; userSockets: { userId: number; lastPingAt: number | null }[] }>('/api/__dev/ws-stats')).data;
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 3000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** A signed-in account: its token (for the auth frame) and user id (for the path). */
async function account(loginName: string, headers: Headers = {}) {
  const auth = await c.signIn(loginName, 'demo1234', headers);
  const info = await c.get<{ user: { userId: number } }>('/api/user/getInfo', auth);
  return { token: auth.authorization!, userId: info.data.user.userId, headers };
}
type Account = Awaited<ReturnType<typeof account>>;

/** Opens /ws/coin/{userId}, authenticates and waits until the server has attached it. */
async function connect(who: Account, answerHeartbeat = true): Promise<Client> {
  const before = (await stats()).userConnections;
  const client = await Client.open(`/ws/coin/${who.userId}`, who.headers, answerHeartbeat);
  client.send({ type: 'auth', token: who.token });
  await until(async () => (await stats()).userConnections > before, 'the socket to authenticate');
  return client;
}

describe('user socket: authentication', () => {
  it('refuses (4401) a socket that sends no auth frame in time, ignoring junk meanwhile', async () => {
    const demo = await account('demo');
    const client = await Client.open(`/ws/coin/${demo.userId}`);
    client.send('not json');
    client.send({ type: 'ping' });
    client.ws.send(Buffer.from([1, 2]), { binary: true });
    expect(await client.closed).toEqual({ code: 4401, reason: 'Authentication timed out' });
  });

  it('refuses a wrong token, a token of another user, and a token of another tenant', async () => {
    const demo = await account('demo');
    const frozen = await account('frozen');
    const harborDemo = await account('demo', HARBOR);
    const attempts: [path: string, token: unknown, headers: Headers, reason: string][] = [
      [`/ws/coin/${demo.userId}`, 'f'.repeat(64), {}, 'Token invalid'],
      [`/ws/coin/${demo.userId}`, 42, {}, 'Token invalid'],
      [`/ws/coin/${demo.userId}`, frozen.token, {}, 'Token of another user'],
      [`/ws/coin/not-a-number`, demo.token, {}, 'Token of another user'],
      // harbor's token on the atrium host (the proxy's tenant header decides).
      [`/ws/coin/${harborDemo.userId}`, harborDemo.token, {}, 'Token invalid'],
    ];
    for (const [path, token, headers, reason] of attempts) {
      const client = await Client.open(path, headers);
      client.send({ type: 'auth', token });
      expect(await client.closed, `${path} ${String(token)}`).toEqual({ code: 4401, reason });
    }
    expect((await stats()).userConnections).toBe(0);
  });
});

describe('user socket: once authenticated', () => {
  it('sends HEARTBEAT, records ping, ignores junk, and pushes to every connection of the user only', async () => {
    const demo = await account('demo');
    const harborDemo = await account('demo', HARBOR);
    const tab1 = await connect(demo);
    const tab2 = await connect(demo);
    const other = await connect(harborDemo);
    await tab1.next((f) => f.type === 'HEARTBEAT');
    tab1.send('{"type":');
    tab1.send({ type: 'auth', token: 'again' });
    await until(async () => (await stats()).userSockets.some((u) => u.userId === demo.userId && u.lastPingAt !== null), 'a ping');
    const s = await stats();
    expect(s.userConnections).toBe(3);
    // The market socket's figures are the market's alone.
    expect(s).toMatchObject({ connections: 0, totalSubscriptions: 0, duplicateSubscribes: 0 });

    const pushed = await c.post<{ delivered: number }>('/api/__dev/user-push', { loginName: 'demo', type: 'OWNCOIN', data: { amountLimit: 'Limit', msg: 'Body' } });
    expect(pushed).toMatchObject({ code: 200, data: { delivered: 2 } });
    for (const tab of [tab1, tab2]) expect(await tab.next((f) => f.type === 'OWNCOIN')).toEqual({ type: 'OWNCOIN', data: { amountLimit: 'Limit', msg: 'Body' } });
    await sleep(50);
    expect(other.frames.filter((f) => f.type === 'OWNCOIN')).toEqual([]);

    const settlement = await c.post<{ delivered: number }>('/api/__dev/user-push', { loginName: 'demo', tenant: 'harbor', type: 'SETTLEMENT', data: { orderId: 7 } });
    expect(settlement.data.delivered).toBe(1);
    expect(await other.next((f) => f.type === 'SETTLEMENT')).toEqual({ type: 'SETTLEMENT', data: { orderId: 7 } });
    // A frame of the wrong shape is a malformed request; an unknown account a business failure.
    expect((await t.app.inject({ method: 'POST', url: '/api/__dev/user-push', payload: { loginName: 'demo', type: 'OWNCOIN', data: { msg: 'x' } } })).statusCode).toBe(400);
    expect((await c.post('/api/__dev/user-push', { loginName: 'nobody', type: 'POSITION', data: {} })).code).toBe(500);

    await tab2.close();
    await until(async () => (await stats()).userConnections === 2, 'the close');
    expect((await c.post<{ delivered: number }>('/api/__dev/user-push', { loginName: 'demo', type: 'POSITION', data: {} })).data.delivered).toBe(1);
    expect(tab1.ws.readyState).toBe(WebSocket.OPEN);
    await Promise.all([tab1.close(), other.close()]);
  });

  it('closes a connection that answers no HEARTBEAT three times, and keeps one that answers', async () => {
    const demo = await account('demo');
    const silent = await connect(demo, false);
    const alive = await connect(demo);
    expect((await silent.closed).code).toBe(CLOSE_HEARTBEAT_MISSED);
    expect(silent.frames.filter((f) => f.type === 'HEARTBEAT')).toHaveLength(3);
    expect(alive.ws.readyState).toBe(WebSocket.OPEN);
    await alive.close();
  });

  it('pushes USER_STATUS when the account is frozen and unfrozen', async () => {
    const frozen = await account('frozen');
    const client = await connect(frozen);
    const unfreeze = await c.post<{ status: number; delivered: number }>('/api/__dev/freeze', { loginName: 'frozen', frozen: false });
    expect(unfreeze.data).toEqual({ status: 0, delivered: 1 });
    expect(await client.next((f) => f.type === 'USER_STATUS')).toEqual({ type: 'USER_STATUS', data: { status: 0 } });
    expect((await c.get<{ user: { status: number } }>('/api/user/getInfo', { authorization: frozen.token })).data.user.status).toBe(0);
    const seen = client.frames.length;
    await c.post('/api/__dev/freeze', { loginName: 'frozen', frozen: true });
    expect(await client.next((f) => f.type === 'USER_STATUS', seen)).toEqual({ type: 'USER_STATUS', data: { status: 1 } });
    await client.close();
  });
});

describe('user socket: when its session ends', () => {
  let serial = 0;
  /** A new account of its own (its password changes) with two sessions, each with a socket open. */
  async function twoSessions() {
    const loginName = `ws_session_${++serial}`;
    expect((await c.post('/api/user/register', { signType: 3, loginName, loginPassword: 'first-pass' })).code).toBe(200);
    const sign = async () => {
      const auth = await c.signIn(loginName, 'first-pass');
      const { userId } = (await c.get<{ user: { userId: number } }>('/api/user/getInfo', auth)).data.user;
      const who = { token: auth.authorization!, userId, headers: {} };
      return { auth, socket: await connect(who) };
    };
    return { loginName, here: await sign(), there: await sign() };
  }
  const push = (loginName: string) => c.post<{ delivered: number }>('/api/__dev/user-push', { loginName, type: 'POSITION', data: {} });
  const SESSION_ENDED = { code: 4401, reason: 'Session ended' };

  it('a password change closes the other sessions’ sockets (4401, no frame after) and keeps the caller’s', async () => {
    const { loginName, here, there } = await twoSessions();
    expect((await c.post('/api/user/updateUserLoginPwd', { oldPwd: 'first-pass', newPwd: 'second-pass' }, here.auth)).code).toBe(200);
    // The server detached it and sent the close before it answered the change: no frame pushed after reaches it.
    expect((await push(loginName)).data.delivered).toBe(1);
    expect(await there.socket.closed).toEqual(SESSION_ENDED);
    expect(await here.socket.next((f) => f.type === 'POSITION')).toEqual({ type: 'POSITION', data: {} });
    expect(there.socket.frames.filter((f) => f.type === 'POSITION')).toEqual([]);
    expect(here.socket.ws.readyState).toBe(WebSocket.OPEN);
    await here.socket.close();
  });

  it('a password reset closes every session’s socket', async () => {
    const { loginName, here, there } = await twoSessions();
    const email = `${loginName}@example.com`;
    await t.db.query('UPDATE users SET email = $1 WHERE login_name = $2', [email, loginName]);
    await c.post('/api/user/sendEmailCode', { codeType: 'FIND_PASSWORD', email }, { 'x-forwarded-for': '198.18.200.1' });
    const emailCode = await c.lastCode(email);
    expect((await c.post('/api/user/backPwd', { email, newPwd: 'reset-pass', emailCode })).code).toBe(200);
    expect(await here.socket.closed).toEqual(SESSION_ENDED);
    expect(await there.socket.closed).toEqual(SESSION_ENDED);
    expect((await push(loginName)).data.delivered).toBe(0);
  });

  it('“sign out other sessions” (loginOutOthers) closes the others and keeps the caller’s; sign-out closes the caller’s', async () => {
    const { loginName, here, there } = await twoSessions();
    expect(await c.post('/api/user/loginOutOthers', {}, here.auth)).toEqual({ code: 200, msg: 'Other sessions signed out', data: null });
    expect(await there.socket.closed).toEqual(SESSION_ENDED);
    expect((await c.get('/api/user/getInfo', there.auth)).msg).toContain('Token');
    expect((await c.get('/api/user/getInfo', here.auth)).code).toBe(200);
    expect((await push(loginName)).data.delivered).toBe(1);

    expect((await c.post('/api/user/loginOut', {}, here.auth)).code).toBe(200);
    expect(await here.socket.closed).toEqual(SESSION_ENDED);
    expect((await push(loginName)).data.delivered).toBe(0);
    expect((await c.post('/api/user/loginOutOthers', {})).msg).toContain('Token');
  });
});

describe('development socket controls', () => {
  it('drops every market and user socket with 1012, refuses new ones until lifted (or reset)', async () => {
    const demo = await account('demo');
    const market = await Client.open(`/ws/${crypto.randomUUID()}`);
    const user = await connect(demo);
    expect((await c.post<{ closed: number }>('/api/__dev/sockets/drop')).data.closed).toBe(2);
    expect((await market.closed).code).toBe(1012);
    expect((await user.closed).code).toBe(1012);

    expect((await c.post('/api/__dev/sockets/refuse', { refuse: true })).data).toEqual({ refuse: true, mode: 'reject' });
    await expect(Client.open(`/ws/${crypto.randomUUID()}`)).rejects.toThrow(/503/);
    await expect(Client.open(`/ws/coin/${demo.userId}`)).rejects.toThrow(/503/);
    // HTTP is not affected.
    expect((await c.get('/api/common/getAllSetting')).code).toBe(200);
    await c.post('/api/__dev/sockets/refuse', { refuse: false });
    const back = await connect(demo);
    await back.close();

    await c.post('/api/__dev/sockets/refuse', { refuse: true });
    await resetData(t.app);
    const afterReset = await Client.open(`/ws/${crypto.randomUUID()}`);
    await afterReset.close();
    expect((await t.app.inject({ method: 'POST', url: '/api/__dev/sockets/refuse', payload: {} })).statusCode).toBe(400);
  });
});
