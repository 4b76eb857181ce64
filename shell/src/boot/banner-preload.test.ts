import { afterEach, describe, expect, it } from 'vitest';
import { preloadFirstBanner } from './banner-preload';

const settings = (playing: unknown[]) => Promise.resolve(new Response(JSON.stringify({ code: 200, msg: 'ok', data: { playing } })));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=image]')];

afterEach(() => {
  for (const link of preloads()) link.remove();
  history.replaceState(null, '', '/');
});

describe('the first banner’s preload', () => {
  it('asks for /home’s first banner with high priority as soon as the settings arrive, leaving the answer readable', async () => {
    history.replaceState(null, '', '/home');
    const answer = settings([{ imgUrl: '/api/static/banners/a.svg' }, { imgUrl: '/api/static/banners/b.svg' }]);
    preloadFirstBanner(answer);
    await settle();
    expect(preloads().map((link) => [link.getAttribute('href'), link.fetchPriority])).toEqual([['/api/static/banners/a.svg', 'high']]);
    // The API client still reads the same answer.
    expect((await (await answer).json()).data.playing).toHaveLength(2);
  });

  it('does nothing on another page, without banners, or when the settings fail', async () => {
    history.replaceState(null, '', '/quote');
    preloadFirstBanner(settings([{ imgUrl: '/a.svg' }]));
    history.replaceState(null, '', '/home');
    preloadFirstBanner(settings([]));
    preloadFirstBanner(Promise.resolve(new Response('down', { status: 500 })));
    preloadFirstBanner(Promise.reject(new TypeError('offline')));
    await settle();
    expect(preloads()).toEqual([]);
  });
});
