import { describe, expect, it } from 'vitest';
import type { DefiActivityNotice } from '../contract.js';
import type { MailRow } from '../mail/mail-store.js';
import type { Headers } from '../test/http.js';
import { resetData } from '../test/test-db.js';
import { useTestApp } from '../test/use-test-app.js';

let demo: Headers;
let frozen: Headers;
let harborDemo: Headers;
async function signInAll(): Promise<void> {
  // harbor asks for a captcha at sign-in; these tests are not about that.
  await c.post('/api/__dev/settings', { tenant: 'harbor', patch: { loginCaptcha: false } });
  demo = await c.signIn('demo', 'demo1234');
  frozen = await c.signIn('frozen', 'demo1234');
  harborDemo = await c.signIn('demo', 'demo1234', { 'x-atrium-tenant': 'harbor' });
}
const t = useTestApp({
  setup: async () => {
    await signInAll();
  },
});
const c = t.client;

const DAY = 86_400_000;
const mails = async (auth: Headers) => (await t.app.inject({ method: 'GET', url: '/api/mail/listByUserId', headers: auth })).json<{ code: number; rows: MailRow[]; total: number }>();
const markRead = (auth: Headers, ids: string) => t.app.inject({ method: 'GET', url: `/api/mail/updateMail?ids=${ids}`, headers: auth });
const userIdOf = async (auth: Headers) => (await c.get<{ user: { userId: number } }>('/api/user/getInfo', auth)).data.user.userId;
const notices = async (auth: Headers, userId?: number) =>
  c.get<DefiActivityNotice[]>(`/api/apiDefi/showDefiActivityNotice/${userId ?? (await userIdOf(auth))}`, auth);
const claim = (auth: Headers, id: number | string) => c.post('/api/apiDefi/updateDefiActivity', { id, status: 1 }, auth);

describe('a quiet reset', () => {
  it('leaves the seeded mails and activities out when asked (inbox: false), and brings them back otherwise', async () => {
    await c.post('/api/__dev/reset', { inbox: false });
    await signInAll();
    expect((await mails(demo)).rows).toEqual([]);
    expect((await notices(demo)).data).toEqual([]);
    await c.post('/api/__dev/reset');
    await signInAll();
    expect((await mails(demo)).total).toBe(2);
    expect((await notices(demo)).data).toHaveLength(1);
  });
});

describe('mail', () => {
  it('lists the user\'s mails of their tenant, newest first: a type-1 announcement (unread) and an older type-0 mail', async () => {
    const body = await mails(demo);
    expect(body).toMatchObject({ code: 200, total: 2 });
    const [announcement, welcome] = body.rows;
    expect(announcement).toEqual({ id: expect.any(Number), title: 'New markets on Atrium', content: expect.stringContaining('<h3>'), type: 1, createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/), read: false, lang: 'en' });
    expect(announcement!.content).toMatch(/<a href="\/quote">/);
    expect(welcome).toMatchObject({ type: 0, title: 'Welcome to Atrium' });
    expect(welcome).not.toHaveProperty('read');
    expect(welcome!.createTime < announcement!.createTime).toBe(true);
    for (const mail of body.rows) expect(mail.content).not.toMatch(/<script|on\w+=/i);

    expect((await mails(harborDemo)).rows.map((m) => m.title)).toEqual(['New markets on Harbor', 'Welcome to Harbor']);
    expect((await mails(frozen)).rows).toEqual([]);
    expect(await mails({})).toEqual({ code: 500, msg: 'Token invalid, please sign in again' });
  });

  it('marks type-1 mails read for that user only; all or nothing; unknown ids are refused, malformed ones are HTTP 400', async () => {
    const everyone = await c.post<{ id: number }>('/api/__dev/mail', { title: 'Maintenance', content: '<p>Tonight.</p>', type: 1 });
    const [latest, announcement, welcome] = (await mails(demo)).rows;
    expect(latest).toMatchObject({ id: everyone.data.id, read: false });

    // Another user's mail, or one that does not exist, is not found, and nothing is marked.
    expect((await markRead(frozen, String(announcement!.id))).json()).toEqual({ code: 500, msg: 'Mail not found' });
    expect((await markRead(demo, `${latest!.id},999999`)).json()).toEqual({ code: 500, msg: 'Mail not found' });
    expect((await mails(demo)).rows[0]!.read).toBe(false);

    expect((await markRead(demo, `${latest!.id},${announcement!.id},${welcome!.id}`)).json()).toEqual({ code: 200, msg: 'Marked as read' });
    expect((await mails(demo)).rows.map((m) => m.read)).toEqual([true, true, undefined]);
    // Again: still fine. The mail to everyone is still unread for the others.
    expect((await markRead(demo, String(latest!.id))).json()).toMatchObject({ code: 200 });
    expect((await mails(frozen)).rows).toEqual([expect.objectContaining({ id: latest!.id, read: false })]);

    for (const bad of ['', 'abc', '1,,2', '1;2', '-1', `${'1,'.repeat(100)}1`]) expect((await markRead(demo, bad)).statusCode, bad).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/mail/updateMail', headers: demo })).statusCode).toBe(400);
    expect((await markRead({}, '1')).json()).toMatchObject({ code: 500, msg: expect.stringContaining('Token') });
    // Back to the seed, signed in again (a reset ends every session and restores the settings).
    await resetData(t.app);
    await signInAll();
  });
});

describe('DeFi activity notices', () => {
  it('shows the user\'s offered activity valid now (8 days rounded up), none in harbor; refuses another user\'s id', async () => {
    const demoId = await userIdOf(demo);
    const body = await notices(demo, demoId);
    expect(body.code).toBe(200);
    expect(body.data).toEqual([
      { id: expect.any(Number), type: '1', totleAmount: '10000', amount: '500', beginTimeS: expect.any(Number), endTimeS: expect.any(Number), status: 0 },
    ]);
    const [activity] = body.data;
    expect(activity!.endTimeS - activity!.beginTimeS).toBe(7.5 * DAY);
    expect(Math.ceil((activity!.endTimeS - activity!.beginTimeS) / DAY)).toBe(8);
    expect((await notices(harborDemo)).data).toEqual([]);

    // Rule 14: the path names the user, the token decides.
    expect(await notices(frozen, demoId)).toEqual({ code: 500, msg: 'Not allowed' });
    expect((await notices({}, demoId)).msg).toMatch(/Token/);
    expect((await t.app.inject({ method: 'GET', url: '/api/apiDefi/showDefiActivityNotice/undefined', headers: demo })).statusCode).toBe(400);
  });

  it('shows an activity only inside its time window, on the server clock', async () => {
    const now = Date.now();
    const later = await c.post<DefiActivityNotice>('/api/__dev/defi-activity', { loginName: 'frozen', beginTimeS: now + DAY, endTimeS: now + 2 * DAY, amount: 12.5, type: '3' });
    expect(later.data).toMatchObject({ type: '3', amount: '12.5', totleAmount: '10000', status: 0 });
    expect((await notices(frozen)).data).toEqual([]);
    await c.shiftClock(DAY + 60_000);
    expect((await notices(frozen)).data.map((a) => a.id)).toEqual([later.data.id]);
    await c.shiftClock(2 * DAY);
    expect((await notices(frozen)).data).toEqual([]);
    expect(await claim(frozen, later.data.id)).toEqual({ code: 500, msg: 'This activity has ended' });
    await c.shiftClock(0);
    expect(await claim(frozen, later.data.id)).toEqual({ code: 500, msg: 'This activity has not started yet' });
  });

  it('claims once, the user\'s own only; then the notice is gone', async () => {
    const [activity] = (await notices(demo)).data;
    expect(await claim(frozen, activity!.id)).toEqual({ code: 500, msg: 'Activity not found' });
    expect(await claim(demo, 999_999)).toEqual({ code: 500, msg: 'Activity not found' });
    // Fields in the query work as well as a body.
    expect(await c.post(`/api/apiDefi/updateDefiActivity?id=${activity!.id}&status=1`, undefined, demo)).toEqual({ code: 200, msg: 'Claimed', data: null });
    expect(await claim(demo, activity!.id)).toEqual({ code: 500, msg: 'This activity has already been claimed' });
    expect((await notices(demo)).data).toEqual([]);

    for (const payload of [{ id: activity!.id, status: 0 }, { id: 'x', status: 1 }, { status: 1 }, { id: activity!.id }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/apiDefi/updateDefiActivity', payload, headers: demo });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await claim({}, activity!.id)).msg).toMatch(/Token/);
  });

  it('refuses a development activity of an unknown type or an empty window', async () => {
    expect(await c.post('/api/__dev/defi-activity', { loginName: 'demo', type: '99' })).toMatchObject({ code: 500, msg: expect.stringContaining('Unknown activity type') });
    const empty = await t.app.inject({ method: 'POST', url: '/api/__dev/defi-activity', payload: { loginName: 'demo', beginTimeS: 2000, endTimeS: 1000 } });
    expect(empty.statusCode).toBe(400);
  });
});
