import { describe, expect, it } from 'vitest';
import type { Notice, Rule } from '../contract.js';
import { useTestApp } from '../test/use-test-app.js';

const t = useTestApp();

interface Page<T> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
}
const list = async (query: string, headers: Record<string, string> = {}) =>
  (await t.app.inject({ method: 'GET', url: `/api/notice/list?${query}`, headers })).json<Page<Notice>>();
const detail = async (id: number | string, headers: Record<string, string> = {}) =>
  (await t.app.inject({ method: 'GET', url: `/api/notice/${id}`, headers })).json<{ code: number; msg: string; data: Notice }>();

// Every key of NOTICE_KEYS in packages/api/src/notice.ts.
const KEYS = ['TERMS_CLAUSE', 'EXCHANGE_INTRODUCTION', 'TERMS_OF_USE', 'PRIVACY_POLICY', 'NOTICE', 'HELP_CENTER', 'BROADCAST'];

describe('notice lists', () => {
  it('has content for every notice key, in the list shape', async () => {
    for (const key of KEYS) {
      const page = await list(`key=${key}`);
      expect(page.code).toBe(200);
      expect(page.rows.length).toBeGreaterThan(0);
      expect(page.total).toBe(page.rows.length);
    }
    expect((await list('key=NOTICE')).rows).toHaveLength(4);
    expect((await list('key=HELP_CENTER')).rows).toHaveLength(6);
    expect((await list('key=BROADCAST')).rows).toHaveLength(2);
    expect((await list('key=TERMS_CLAUSE')).rows).toHaveLength(1);
  });

  it('lists newest first, with RuoYi-style times', async () => {
    const rows = (await list('key=NOTICE')).rows;
    const times = rows.map((n) => n.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(times[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      key: 'NOTICE',
      modelKey: null,
      title: expect.stringContaining('Security'),
      summary: expect.any(String),
      content: expect.stringContaining('<p>'),
      imgUrl: '/api/static/banners/atrium-safety.svg',
      createTime: expect.any(String),
      lang: 'en',
    });
  });

  it('filters help articles by modelKey', async () => {
    const account = await list('key=HELP_CENTER&modelKey=account');
    const funds = await list('key=HELP_CENTER&modelKey=funds');
    expect(account.rows).toHaveLength(3);
    expect(funds.rows).toHaveLength(3);
    expect(account.rows.every((n) => n.modelKey === 'account')).toBe(true);
  });

  it('pages with pageNum and pageSize, total counting every match', async () => {
    const page = await list('key=HELP_CENTER&pageNum=2&pageSize=4');
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBe(6);
  });

  it('answers in the lang header language, or in English where the seed has none', async () => {
    const title = async (headers: Record<string, string>) => (await list('key=EXCHANGE_INTRODUCTION', headers)).rows[0]!.title;
    expect(await title({})).toBe('About Atrium');
    expect(await title({ lang: 'de' })).toBe('Über Atrium');
    expect(await title({ lang: 'zh' })).toBe('关于Atrium');
    expect(await title({ lang: 'ar' })).toBe('حول Atrium');
    expect(await title({ language: 'de-DE' })).toBe('Über Atrium');
    expect(await title({ lang: 'ja' })).toBe('About Atrium');
    expect(await title({ lang: 'xx' })).toBe('About Atrium');
  });

  it('never serves script in content', async () => {
    for (const key of KEYS) {
      for (const lang of ['en', 'zh', 'ar', 'de']) {
        for (const notice of (await list(`key=${key}`, { lang })).rows) expect(notice.content).not.toMatch(/<script|javascript:|on\w+=/i);
      }
    }
  });

  it('has no terms clause on harbor (the empty state) but everything else, with its own brand', async () => {
    const harbor = { 'x-atrium-tenant': 'harbor' };
    expect(await list('key=TERMS_CLAUSE', harbor)).toEqual({ code: 200, msg: 'ok', rows: [], total: 0 });
    expect((await list('key=EXCHANGE_INTRODUCTION', harbor)).rows[0]!.title).toBe('About Harbor');
    expect((await list('key=NOTICE', harbor)).rows).toHaveLength(4);
  });

  it('needs a key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notice/list' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400 });
  });
});

describe('one notice', () => {
  it('returns the notice in the asked language', async () => {
    const [first] = (await list('key=HELP_CENTER&modelKey=funds')).rows;
    const body = await detail(first!.id, { lang: 'de' });
    expect(body.code).toBe(200);
    expect(body.data.id).toBe(first!.id);
    expect(body.data.title).toBe('Warum ist ein Teil meines Guthabens eingefroren?');
  });

  it('answers an unknown, malformed or other-tenant id with "Notice not found"', async () => {
    const [atriumNotice] = (await list('key=NOTICE')).rows;
    for (const [id, headers] of [
      [999_999, {}],
      ['abc', {}],
      [atriumNotice!.id, { 'x-atrium-tenant': 'harbor' }],
    ] as const) {
      expect(await detail(id, headers)).toEqual({ code: 500, msg: 'Notice not found' });
    }
  });
});

describe('rules', () => {
  it('returns VIP_RULE as a data array, localised', async () => {
    const get = async (lang: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/option/rules/list?key=VIP_RULE', headers: { lang } })).json<{ code: number; data: Rule[] }>();
    const en = await get('en');
    expect(en.code).toBe(200);
    expect(en.data).toHaveLength(1);
    expect(en.data[0]).toEqual({ id: expect.any(Number), key: 'VIP_RULE', title: 'VIP rules', content: expect.stringContaining('<h3>'), lang: 'en' });
    expect((await get('ar')).data[0]!.title).toBe('قواعد VIP');
    expect((await get('pl')).data[0]!.title).toBe('VIP rules');
  });

  it('returns an empty array for a key with no rules', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/option/rules/list?key=NONE' })).json();
    expect(body).toEqual({ code: 200, msg: 'ok', data: [] });
  });
});
