import { describe, expect, it } from 'vitest';
import { tenantPage } from './tenant-page';

const INDEX = '<html><head><meta name="atrium-env" content="atrium" /><title>Atrium</title></head><body><div><span data-atrium-brand></span></div></body></html>';

describe('a tenant’s page', () => {
  it('names the env, preloads its config.js with a timestamp and its public first reads, and shows its brand in the title and the app shell', () => {
    const page = tenantPage(INDEX, 'harbor', 42, { productName: 'Harbor <Pro> & "Co"', apiBase: 'https://api.harbor.example/api/', language: 'en' });
    expect(page).toContain('<meta name="atrium-env" content="harbor"><link rel="preload" as="script" href="/platform/harbor/config.js?t=42" data-atrium-config>');
    // The same URLs the entry asks for (early-gets.ts), in the default language, with fetch's credentials mode.
    expect(page).toContain(
      '<link rel="preload" as="fetch" href="https://api.harbor.example/api/common/getAllSetting" crossorigin="anonymous"><link rel="preload" as="fetch" href="https://api.harbor.example/api/common/getCoinList" crossorigin="anonymous">',
    );
    expect(page).toContain('<title>Harbor &#60;Pro&#62; &#38; &#34;Co&#34;</title>');
    expect(page).toContain('<span data-atrium-brand>Harbor &#60;Pro&#62; &#38; &#34;Co&#34;</span>');
  });

  it('keeps the built page’s title and an empty shell header when the tenant config cannot be read', () => {
    const page = tenantPage(INDEX, 'atrium', 1);
    expect(page).toContain('<title>Atrium</title>');
    expect(page).not.toContain('as="fetch"');
    expect(page).toContain('<span data-atrium-brand></span>');
  });

  it('adds a path’s head markup after the first reads, and its first screen in place of the placeholder rows', () => {
    const index = INDEX.replace('</div>', '</div><section data-atrium-first-screen><div class="app-shell__row"></div></section>');
    const page = tenantPage(index, 'harbor', 1, { productName: 'Harbor', apiBase: 'https://api.harbor.example/api', language: 'en' }, { head: '<link rel="modulepreload" href="/x.js">', firstScreen: '<p>$& first</p>' });
    expect(page).toContain('getCoinList" crossorigin="anonymous"><link rel="modulepreload" href="/x.js">');
    // Taken as it is: a `$` in the markup is text.
    expect(page).toContain('<span data-atrium-brand>Harbor</span></div><p>$& first</p></body>');
    expect(page).not.toContain('data-atrium-first-screen');
    // Without one, the placeholder rows stay.
    expect(tenantPage(index, 'harbor', 1, { productName: 'Harbor', apiBase: 'https://api.harbor.example/api', language: 'en' })).toContain('<section data-atrium-first-screen>');
  });
});
