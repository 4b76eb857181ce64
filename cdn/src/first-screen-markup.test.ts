import { describe, expect, it } from 'vitest';
import { firstScreenHead, firstScreenMarkup } from './first-screen-markup';

describe('the first screen’s markup', () => {
  it('shows the banner with its size reserved and a high priority, then the coin rows as the app draws them before a price', () => {
    const html = firstScreenMarkup({ bannerUrl: 'https://assets.acme.example/b.svg', coins: [{ name: 'BTC/USDT', logoUrl: 'https://assets.acme.example/btc.svg' }] });
    expect(html).toContain('<img class="app-shell__banner" data-atrium-first-banner src="https://assets.acme.example/b.svg" alt="" width="690" height="260" fetchpriority="high">');
    expect(html).toContain('<span class="app-shell__symbol">BTC/USDT</span><span class="app-shell__price">--</span>');
  });

  it('preloads the banner from the head with a high priority, and nothing without one', () => {
    expect(firstScreenHead({ bannerUrl: 'https://assets.acme.example/b.svg?a=1&b="2"', coins: [] })).toBe(
      '<link rel="preload" as="image" href="https://assets.acme.example/b.svg?a=1&#38;b=&#34;2&#34;" fetchpriority="high">',
    );
    expect(firstScreenHead({ bannerUrl: null, coins: [] })).toBe('');
  });

  it('escapes every value from the API, in text and in attributes', () => {
    const html = firstScreenMarkup({
      bannerUrl: 'https://x.example/"><script>alert(1)</script>',
      coins: [{ name: '<script>alert("x")</script>\'', logoUrl: 'https://x.example/a.svg" onerror="alert(1)' }],
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toMatch(/" onerror="/);
    expect(html).toContain('src="https://x.example/&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;&#39;');
  });

  it('draws no banner without one, and no list without coins', () => {
    expect(firstScreenMarkup({ bannerUrl: null, coins: [] })).toBe('');
    expect(firstScreenMarkup({ bannerUrl: null, coins: [{ name: 'X', logoUrl: null }] })).toContain('<span class="app-shell__logo"></span>');
  });
});
