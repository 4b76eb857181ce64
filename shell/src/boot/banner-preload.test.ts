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
    preloadFirstBanner(answer, 'https://assets.acme.example');
    await settle();
    // On the tenant's assets host, as the banner itself will ask for it.
    expect(preloads().map((link) => [link.getAttribute('href'), link.fetchPriority])).toEqual([['https://assets.acme.example/api/static/banners/a.svg', 'high']]);
    // The API client still reads the same answer.
    expect((await (await answer).json()).data.playing).toHaveLength(2);
  });

  it('does nothing on another page, without banners, or when the settings fail', async () => {
    history.replaceState(null, '', '/quote');
    preloadFirstBanner(settings([{ imgUrl: '/a.svg' }]), location.origin);
    history.replaceState(null, '', '/home');
    preloadFirstBanner(settings([]), location.origin);
    preloadFirstBanner(settings([{ imgUrl: 'javascript:alert(1)' }]), location.origin);
    preloadFirstBanner(Promise.resolve(new Response('down', { status: 500 })), location.origin);
    preloadFirstBanner(Promise.reject(new TypeError('offline')), location.origin);
    await settle();
    expect(preloads()).toEqual([]);
  });

  it('adds nothing when the static host wrote the banner into the page', async () => {
    history.replaceState(null, '', '/home');
    document.body.innerHTML = '<img data-atrium-first-banner src="https://assets.acme.example/api/static/banners/a.svg" alt="">';
    preloadFirstBanner(settings([{ imgUrl: '/api/static/banners/a.svg' }]), 'https://assets.acme.example');
    await settle();
    expect(preloads()).toEqual([]);
    document.body.innerHTML = '';
  });
});
