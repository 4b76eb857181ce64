import { describe, expect, it } from 'vitest';
import { firstScreenHead, firstScreenMarkup } from './first-screen-markup';

describe('the first screen’s markup', () => {
  it('shows the banner with its size reserved and a high priority, then the coin rows as the app draws them before a price', () => {
    const html = firstScreenMarkup({ bannerUrl: 'https://assets.acme.example/b.svg', shortcuts: [], coins: [{ name: 'BTC/USDT', logoUrl: 'https://assets.acme.example/btc.svg' }] });
    expect(html).toContain('<img class="app-shell__banner" data-atrium-first-banner src="https://assets.acme.example/b.svg" alt="" width="690" height="260" fetchpriority="high">');
    expect(html).toContain('<span class="app-shell__symbol">BTC/USDT</span><span class="app-shell__price">--</span>');
  });

  it('preloads the banner from the head with a high priority, and nothing without one', () => {
    expect(firstScreenHead({ bannerUrl: 'https://assets.acme.example/b.svg?a=1&b="2"', shortcuts: [], coins: [] })).toBe(
      '<link rel="preload" as="image" href="https://assets.acme.example/b.svg?a=1&#38;b=&#34;2&#34;" fetchpriority="high">',
    );
    expect(firstScreenHead({ bannerUrl: null, shortcuts: [], coins: [] })).toBe('');
  });

  it('escapes every value from the API, in text and in attributes', () => {
    const html = firstScreenMarkup({
      bannerUrl: 'https://x.example/"><script>alert(1)</script>',
      shortcuts: [{ iconUrl: 'https://x.example/i.svg"><script>alert(2)</script>' }],
      coins: [{ name: '<script>alert("x")</script>\'', logoUrl: 'https://x.example/a.svg" onerror="alert(1)' }],
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toMatch(/" onerror="/);
    expect(html).toContain('src="https://x.example/&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;&#39;');
    expect(html).toContain('<img src="https://x.example/i.svg&#34;&#62;&#60;script&#62;alert(2)&#60;/script&#62;"');
  });

  it('draws no banner without one, and no list without coins', () => {
    expect(firstScreenMarkup({ bannerUrl: null, shortcuts: [], coins: [] })).toBe('');
    expect(firstScreenMarkup({ bannerUrl: null, shortcuts: [], coins: [{ name: 'X', logoUrl: null }] })).toContain('<span class="app-shell__logo"></span>');
  });

  it('keeps the boxes the app draws between the banner and the rows, with a shortcut cell for each open entry', () => {
    const cell = (iconUrl: string | null) => ({ iconUrl });
    const html = firstScreenMarkup({ bannerUrl: null, shortcuts: [cell('https://a.example/1.svg'), cell(null), cell('https://a.example/3.svg')], coins: [{ name: 'X', logoUrl: null }] });
    const order = ['app-shell__notices', 'app-shell__shortcuts', 'app-shell__heading', 'app-shell__columns', 'app-shell__coins'].map((name) => html.indexOf(`class="${name}"`));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
    expect(html.match(/class="app-shell__shortcut"/g)).toHaveLength(3);
    // The icons the settings name, at the app's size; a cell without one has its label only.
    expect(html.match(/<img src="https:\/\/a\.example\/\d\.svg" alt="" width="28" height="28"/g)).toHaveLength(2);
    // No open shortcut: no grid (the app draws none).
    expect(firstScreenMarkup({ bannerUrl: null, shortcuts: [], coins: [{ name: 'X', logoUrl: null }] })).not.toContain('app-shell__shortcuts');
  });
});
