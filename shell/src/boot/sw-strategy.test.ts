import { describe, expect, it } from 'vitest';
// The service worker's own module, served as is from shell/public (it is not bundled).
import { cacheable, cacheKey, strategyFor } from '../../public/sw-strategy.js';

const get = (url: string, mode = 'no-cors') => ({ method: 'GET', mode, url });

describe('what the service worker does with each request', () => {
  it('serves hashed shell and remote files from its cache', () => {
    expect(strategyFor(get('https://m.example/main.1a2b3c4d.js'))).toBe('cache-first');
    expect(strategyFor(get('https://cdn.example/trading/1.0.0/417.0c66f615.js', 'cors'))).toBe('cache-first');
    expect(strategyFor(get('https://m.example/main.1a2b3c4d.css'))).toBe('cache-first');
  });

  it('always asks the network first for the page and the files that name releases', () => {
    expect(strategyFor(get('https://m.example/quote', 'navigate'))).toBe('network-first');
    for (const file of ['platform/atrium/config.js?t=1', 'content/2.0.0/mf-manifest.json', 'content/2.0.0/remoteEntry.js', 'content/2.0.0/routes.json']) {
      expect(strategyFor(get(`https://cdn.example/${file}`))).toBe('network-first');
    }
  });

  it('leaves the API, sockets, development endpoints, writes and unhashed files alone', () => {
    expect(strategyFor(get('https://m.example/api/common/getAllSetting'))).toBe('pass');
    expect(strategyFor(get('https://m.example/ws/abc'))).toBe('pass');
    expect(strategyFor(get('https://m.example/__csp-report'))).toBe('pass');
    expect(strategyFor({ method: 'POST', mode: 'cors', url: 'https://m.example/main.1a2b3c4d.js' })).toBe('pass');
    expect(strategyFor(get('https://m.example/icons/icon-192.png'))).toBe('pass');
  });

  it('serves images (tab icons, coin logos, flags) from their own cache once fetched, those under /api too', () => {
    const image = (url: string) => ({ ...get(url), destination: 'image' });
    expect(strategyFor(image('https://m.example/api/static/tabs/home.svg'))).toBe('image');
    expect(strategyFor(image('https://assets.example/coins/btc.png'))).toBe('image');
    expect(strategyFor(image('https://m.example/__captcha.png'))).toBe('pass');
    expect(strategyFor(image('https://m.example/api/captchaImage?uuid=1'))).toBe('pass');
    expect(strategyFor({ ...image('https://m.example/api/static/tabs/home.svg'), method: 'POST' })).toBe('pass');
  });

  it('keeps one page entry for every path and one entry per file whatever its query', () => {
    expect(cacheKey(get('https://m.example/quote?x=1', 'navigate'))).toBe(cacheKey(get('https://m.example/home', 'navigate')));
    expect(cacheKey(get('https://m.example/platform/atrium/config.js?t=123'))).toBe('https://m.example/platform/atrium/config.js');
  });

  it('keeps only whole, readable answers', () => {
    expect(cacheable({ ok: true, type: 'basic' } as Response)).toBe(true);
    expect(cacheable({ ok: true, type: 'cors' } as Response)).toBe(true);
    expect(cacheable({ ok: false, type: 'basic' } as Response)).toBe(false);
    expect(cacheable({ ok: false, type: 'opaque' } as Response)).toBe(false);
  });
});
