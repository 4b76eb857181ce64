import { afterEach, describe, expect, it } from 'vitest';
import { preloadPictures } from './picture-preloads';

const answer = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=image]')];
const ROWS = { list: 'rows', field: 'image', count: 2 };

afterEach(() => {
  for (const link of preloads()) link.remove();
});

describe('the pictures of a first read’s answer', () => {
  it('are asked for with high priority as the answer arrives, on the assets host, the answer left readable', async () => {
    const read = answer({ rows: [{ image: '/api/static/nft/a.svg' }, { image: 'https://cdn.example/b.png' }, { image: '/api/static/nft/c.svg' }] });
    preloadPictures(read, ROWS, 'https://assets.acme.example');
    await settle();
    expect(preloads().map((link) => [link.getAttribute('href'), link.fetchPriority])).toEqual([
      ['https://assets.acme.example/api/static/nft/a.svg', 'high'],
      ['https://cdn.example/b.png', 'high'],
    ]);
    expect((await (await read).json()).rows).toHaveLength(3);
  });

  it('are none for a failed answer, an answer without them, or an address that is not a picture’s', async () => {
    preloadPictures(answer({ rows: [{ image: '/a.svg' }] }, 500), ROWS, location.origin);
    preloadPictures(Promise.reject(new TypeError('offline')), ROWS, location.origin);
    preloadPictures(answer({ data: [] }), ROWS, location.origin);
    preloadPictures(answer({ rows: [{ image: 'javascript:alert(1)' }, { image: 42 }] }), ROWS, location.origin);
    await settle();
    expect(preloads()).toEqual([]);
  });
});
