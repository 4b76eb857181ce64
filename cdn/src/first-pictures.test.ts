import { describe, expect, it } from 'vitest';
import type { FirstRequest } from '@atrium/platform/first-reads';
import { createFirstPicturesReader, firstPicturesHead } from './first-pictures';

const COLLECTIONS: FirstRequest = { method: 'POST', path: '/nft/collections', session: true, pictures: { list: 'data', field: 'image', count: 2, public: true } };
const ITEMS: FirstRequest = { method: 'GET', path: '/nft/items?pageNum=1&pageSize=12', session: true, pictures: { list: 'rows', field: 'image', count: 2, public: true } };
const WANTED = { tenant: 'acme', language: 'de', assetsBase: 'https://assets.acme.example', reads: [COLLECTIONS, ITEMS] };
const ANSWERS: Record<string, unknown> = {
  '/nft/collections': { code: 200, data: [{ image: '/api/static/nft/a.svg' }, { image: 'javascript:alert(1)' }, { image: '/api/static/nft/c.svg' }] },
  '/nft/items': { code: 200, rows: [{ image: '/api/static/nft/a.svg', mine: false }, { image: 'https://img.example/b.svg?x="1"' }] },
};

/** A stand-in API: answers each read after `delayMs`, recording what it was asked and how. */
function fakeApi(answer: (path: string) => unknown = (path) => ANSWERS[path], delayMs = 0) {
  const asked: { url: string; method: string; body: string | null; tenant: string | null; authorization: string | null }[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    asked.push({ url: String(input), method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? init.body : null, tenant: headers.get('x-atrium-tenant'), authorization: headers.get('authorization') });
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const body = answer(new URL(String(input)).pathname.replace(/^\/api/, ''));
    if (body instanceof Error) throw body;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

describe('a remote page’s public first pictures', () => {
  it('are read for the tenant in the visitor’s language without a session, as the page sends the reads, each address once, on the assets host', async () => {
    const api = fakeApi();
    const firstPicturesFor = createFirstPicturesReader({ apiOrigin: 'http://127.0.0.1:9', fetch: api.fetch });
    expect(await firstPicturesFor(WANTED)).toEqual(['https://assets.acme.example/api/static/nft/a.svg', 'https://img.example/b.svg?x=%221%22']);
    expect(api.asked).toEqual([
      { url: 'http://127.0.0.1:9/api/nft/collections?lang=de', method: 'POST', body: '{}', tenant: 'acme', authorization: null },
      { url: 'http://127.0.0.1:9/api/nft/items?lang=de&pageNum=1&pageSize=12', method: 'GET', body: null, tenant: 'acme', authorization: null },
    ]);
  });

  it('are none from a read that fails or answers an error, and the other read’s still come', async () => {
    const api = fakeApi((path) => (path === '/nft/items' ? { code: 401, msg: 'Sign in first' } : ANSWERS[path]));
    expect(await createFirstPicturesReader({ apiOrigin: 'http://api', fetch: api.fetch })(WANTED)).toEqual(['https://assets.acme.example/api/static/nft/a.svg']);
    expect(await createFirstPicturesReader({ apiOrigin: 'http://api', fetch: fakeApi(() => new TypeError('connect ECONNREFUSED')).fetch })(WANTED)).toEqual([]);
  });

  it('do not hold the page for a slow API: none within the wait, then kept for the next page without asking again', async () => {
    const api = fakeApi(undefined, 300);
    const firstPicturesFor = createFirstPicturesReader({ apiOrigin: 'http://api', fetch: api.fetch, waitMs: 30 });
    const started = Date.now();
    expect(await firstPicturesFor(WANTED)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(250);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await firstPicturesFor(WANTED)).toHaveLength(2);
    expect(api.asked).toHaveLength(2);
    // Per language: another is a reading of its own.
    await firstPicturesFor({ ...WANTED, language: 'en' });
    expect(api.asked).toHaveLength(4);
  });

  it('are written as escaped image preloads', () => {
    expect(firstPicturesHead(['https://img.example/b.svg?x=%221%22&y=<2>'])).toBe('<link rel="preload" as="image" href="https://img.example/b.svg?x=%221%22&#38;y=&#60;2&#62;" fetchpriority="high">');
    expect(firstPicturesHead([])).toBe('');
  });
});
