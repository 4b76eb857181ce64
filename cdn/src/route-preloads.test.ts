import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_COOKIE } from '@atrium/platform/early-gets';
import { readTenantConfig } from '@atrium/platform/tenant-config';
import { releaseFinder } from './release-store';
import { createRoutePreloads } from './route-preloads';
import { createShellOrigin } from './shell-origin';
import { fixtureDir, tenantConfigJs, writeFiles } from './test-fixtures';

/** A built release as the preset writes it: manifest (publicPath auto), route table, page assets. */
function builtRelease(remote: string, paths: string[], files: { routes: string; pages: Record<string, string[]>; locales: Record<string, string[]> }, firstReads: Record<string, unknown> = {}) {
  return {
    'mf-manifest.json': JSON.stringify({
      name: remote,
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './routes', assets: { js: { sync: [files.routes], async: [] }, css: { sync: [], async: [] } } }],
      shared: [],
    }),
    'routes.json': JSON.stringify({ remote, version: '1.0.0', contract: '^1.0.0', routes: paths.map((path) => ({ path, public: true, titleKey: `${remote}:t`, ...(path in firstReads && { firstReads: firstReads[path] }) })) }),
    'page-assets.json': JSON.stringify({ pages: files.pages, locales: files.locales }),
    'remoteEntry.js': '/* entry */',
  };
}

const root = fixtureDir('route-preloads');
const store = join(root, 'releases');
const shellDir = join(root, 'shell', 'dist');
const platformDir = join(root, 'config', 'platform');
writeFiles(join(store, 'trading', '1.0.0'), builtRelease('trading', ['/quote', '/detail'], {
  routes: '__federation_expose_routes.11111111.js',
  pages: { '/quote': ['1099.aaaaaaaa.js', '9908.bbbbbbbb.js', '9908.cccccccc.css'], '/detail': ['9879.dddddddd.js'] },
  locales: { en: ['locale-trading-en-json.eeeeeeee.js'], de: ['locale-trading-de-json.ffffffff.js'] },
}, {
  '/detail': [
    { path: '/market/kline?symbol={symbol}&interval=1min', method: 'POST', session: false },
    { path: '/market/depth?symbol={symbol}', session: false },
    { path: '/userCoin/getUserCoin', method: 'POST', session: true, pictures: { list: 'data', field: 'logo', count: 2 } },
  ],
}));
writeFiles(join(store, 'funds', '1.0.0'), builtRelease('funds', ['/assets'], { routes: '__federation_expose_routes.22222222.js', pages: { '/assets': ['6848.12345678.js'] }, locales: {} }));
// content's table names a first read the platform would not send: none of its reads is named.
writeFiles(join(store, 'content', '1.0.0'), builtRelease('content', ['/helpDetail/:id'], { routes: '__federation_expose_routes.33333333.js', pages: { '/helpDetail/:id': ['77.44444444.js'] }, locales: {} }, {
  '/helpDetail/:id': [{ path: '/help/detail', session: false }, { path: 'https://evil.example/collect', session: true }],
}));
// nft's pictures: its collections' are the same for every visitor, its own items' are not.
writeFiles(join(store, 'nft', '1.0.0'), builtRelease('nft', ['/nft'], { routes: '__federation_expose_routes.55555555.js', pages: {}, locales: {} }, {
  '/nft': [
    { path: '/nft/collections', method: 'POST', session: true, pictures: { list: 'data', field: 'image', count: 3, public: true } },
    { path: '/nft/mine', session: true, pictures: { list: 'data', field: 'image', count: 2 } },
  ],
}));
// defi-finance's release cannot be read (a broken manifest); uplan has none on disk.
writeFiles(join(store, 'defi-finance', '1.0.0'), { ...builtRelease('defi-finance', ['/defi'], { routes: 'r.js', pages: {}, locales: {} }), 'mf-manifest.json': '{ not json' });
writeFiles(shellDir, { 'index.html': '<html><head><meta name="atrium-env" content="atrium"><script src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>' });
writeFiles(platformDir, {
  'atrium/config.js': tenantConfigJs('atrium'),
  'nofunds/config.js': tenantConfigJs('nofunds', { remotes: { funds: { enabled: false } } }),
});
const findRelease = releaseFinder(store, root);

/** What the host asked its pictures reader for (first-pictures.ts, tested on its own), answering one picture of each read. */
const picturesAsked: { tenant: string; language: string; assetsBase: string; reads: string[] }[] = [];
const firstPicturesFor = async ({ reads, ...wanted }: { tenant: string; language: string; assetsBase: string; reads: { path: string }[] }) => {
  picturesAsked.push({ ...wanted, reads: reads.map((read) => read.path) });
  return reads.map((read) => `${wanted.assetsBase}/pictures${read.path}?a&b`);
};

let shell: Awaited<ReturnType<typeof createShellOrigin>>;
let plain: Awaited<ReturnType<typeof createShellOrigin>>;
beforeAll(async () => {
  shell = await createShellOrigin({ shellDir, platformDir, apiOrigin: 'http://127.0.0.1:9', defaultEnv: 'atrium', findRelease, firstPicturesFor });
  plain = await createShellOrigin({ shellDir, platformDir, apiOrigin: 'http://127.0.0.1:9', defaultEnv: 'atrium' });
});
afterAll(async () => {
  await Promise.all([shell.close(), plain.close()]);
});

const page = async (app: typeof shell, url: string, headers: Record<string, string> = {}) => {
  const response = await app.inject({ method: 'GET', url, headers: { host: 'localhost:8080', ...headers } });
  return { status: response.statusCode, head: response.body.split('</head>')[0]! };
};
const cdn = 'http://localhost:8081';

describe('the preloads of a remote’s path', () => {
  it('start /quote’s chain with the HTML: trading’s manifest, route table, entry, routes chunk, messages and page chunks, and no other remote’s', async () => {
    const { status, head } = await page(shell, '/quote?from=home');
    expect(status).toBe(200);
    expect(head).toContain(`<link rel="preconnect" href="${cdn}"><link rel="preconnect" href="${cdn}" crossorigin="anonymous">`);
    expect(head).toContain(`<link rel="preload" href="${cdn}/trading/1.0.0/mf-manifest.json" as="fetch" crossorigin="anonymous">`);
    expect(head).toContain(`<link rel="preload" href="${cdn}/trading/1.0.0/routes.json" as="fetch" crossorigin="anonymous">`);
    // The shell renders the page on trading's table alone and reads the others after the load:
    // theirs would compete with the page's chain for the link and the origin's connections.
    for (const remote of ['funds', 'content', 'defi-finance', 'uplan', 'nft']) expect(head).not.toContain(`/${remote}/`);
    // As the federation runtime loads them: plain scripts, no crossorigin.
    expect(head).toContain(`<link rel="preload" href="${cdn}/trading/1.0.0/remoteEntry.js" as="script">`);
    expect(head).toContain(`<link rel="preload" href="${cdn}/trading/1.0.0/__federation_expose_routes.11111111.js" as="script">`);
    // As the remote's chunk loader asks for them (crossOriginLoading "anonymous").
    expect(head).toContain(`<link rel="preload" href="${cdn}/trading/1.0.0/locale-trading-en-json.eeeeeeee.js" as="script" crossorigin="anonymous">`);
    expect(head).toContain(`<link rel="preload" href="${cdn}/trading/1.0.0/9908.bbbbbbbb.js" as="script" crossorigin="anonymous">`);
    expect(head).toContain(`<link rel="preload" href="${cdn}/trading/1.0.0/9908.cccccccc.css" as="style" crossorigin="anonymous">`);
    // Only this path's page and this visitor's language; no other remote's code.
    expect(head).not.toContain('9879.dddddddd.js');
    expect(head).not.toContain('locale-trading-de-json');
    expect(head).not.toContain('/funds/1.0.0/remoteEntry.js');
    // After the shell's own entry: the page needs it first.
    expect(head.indexOf('/main.1a2b3c4d.js')).toBeLessThan(head.indexOf('rel="preconnect"'));
  });

  it('follow the visitor’s language and a route with a parameter', async () => {
    expect((await page(shell, '/quote', { cookie: `${LANGUAGE_COOKIE}=de` })).head).toContain('locale-trading-de-json.ffffffff.js');
    const help = (await page(shell, '/helpDetail/42')).head;
    expect(help).toContain(`${cdn}/content/1.0.0/remoteEntry.js`);
    expect(help).toContain(`${cdn}/content/1.0.0/77.44444444.js`);
  });

  it('name the page’s first reads in the visitor’s language under the tenant’s API, the query filled in from the URL, and preload a public GET', async () => {
    const api = 'http://localhost:8080/api';
    const { head } = await page(shell, '/detail?symbol=btc%22usdt', { cookie: `${LANGUAGE_COOKIE}=de` });
    expect(head).toContain(`<meta name="atrium-first-read" content="${api}/market/kline?interval=1min&#38;lang=de&#38;symbol=btc%22usdt" data-method="POST" data-session="false">`);
    expect(head).toContain(`<meta name="atrium-first-read" content="${api}/market/depth?lang=de&#38;symbol=btc%22usdt" data-method="GET" data-session="false">`);
    expect(head).toContain(`<link rel="preload" href="${api}/market/depth?lang=de&#38;symbol=btc%22usdt" as="fetch" crossorigin="anonymous">`);
    // With the pictures of its answer the first screen shows, which the entry preloads as it arrives.
    expect(head).toContain(`<meta name="atrium-first-read" content="${api}/userCoin/getUserCoin?lang=de" data-method="POST" data-session="true" data-pictures="data logo 2">`);
    // A POST and a signed-in read cannot be preloaded (no body, no token): only the entry sends them.
    expect(head.match(/rel="preload" href="[^"]*\/api\//g)?.filter((link) => !link.includes('/common/'))).toHaveLength(1);
    // Without the parameter its reads need, only the read that needs none is named.
    const bare = (await page(shell, '/detail')).head;
    expect(bare.match(/name="atrium-first-read"/g)).toHaveLength(1);
    expect(bare).toContain(`content="${api}/userCoin/getUserCoin"`);
  });

  it('preload the pictures of the page’s public first reads, as the host reads them for the tenant and language, ahead of its other links', async () => {
    picturesAsked.length = 0;
    const { head } = await page(shell, '/nft', { cookie: `${LANGUAGE_COOKIE}=de` });
    expect(picturesAsked).toEqual([{ tenant: 'atrium', language: 'de', assetsBase: 'http://localhost:8080', reads: ['/nft/collections'] }]);
    const preload = '<link rel="preload" as="image" href="http://localhost:8080/pictures/nft/collections?a&#38;b" fetchpriority="high">';
    expect(head).toContain(preload);
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf('name="atrium-first-read"'));
    // A path without public pictures asks nothing.
    await page(shell, '/detail');
    expect(picturesAsked).toHaveLength(1);
  });

  it('name no first read of a route whose list is malformed, nor of a path that names none', async () => {
    expect((await page(shell, '/helpDetail/42')).head).not.toContain('atrium-first-read');
    expect((await page(shell, '/quote')).head).not.toContain('atrium-first-read');
  });

  it('are none on /home, on the shell’s own paths and on a path nobody owns', async () => {
    for (const url of ['/', '/home', '/sign-in', '/quote/unknown']) {
      const { status, head } = await page(shell, url);
      expect(status).toBe(200);
      expect(head).not.toContain(cdn);
    }
  });

  it('leave out a remote the tenant switched off, and a release the host cannot read, and the page still serves', async () => {
    const nofunds = (await page(shell, '/quote', { host: 'nofunds.localhost:8080' })).head;
    expect(nofunds).toContain('http://nofunds.localhost:8081/trading/1.0.0/remoteEntry.js');
    expect(nofunds).not.toContain('/funds/');
    expect((await page(shell, '/assets', { host: 'nofunds.localhost:8080' })).head).not.toContain('rel="preconnect"');
    const quote = (await page(shell, '/quote')).head;
    for (const remote of ['defi-finance', 'uplan', 'nft']) expect(quote).not.toContain(`/${remote}/`);
    const defi = await page(shell, '/defi');
    expect(defi.status).toBe(200);
    expect(defi.head).not.toContain(cdn);
  });

  it('are none without the release store (the monolith’s host)', async () => {
    expect((await page(plain, '/quote')).head).not.toContain(cdn);
  });
});

describe('the host’s reading of releases', () => {
  const config = (releases: string) =>
    readTenantConfig(
      { env: 'x', brand: { productName: 'X' }, releases, channels: { stable: { trading: '1.0.0' } }, remotes: { trading: { enabled: true, channel: 'stable' } } },
      'http://localhost:8080',
    );

  it('escapes every value it writes', () => {
    const { links } = createRoutePreloads(findRelease)(config('http://cdn.example/a&b"c'), '/quote', 'http://localhost:8080', 'en');
    expect(links).toContain('href="http://cdn.example/a&#38;b%22c/trading/1.0.0/remoteEntry.js"');
    expect(links).not.toMatch(/a&b|"c/);
  });

  it('reads a release folder once: its files are immutable', () => {
    const dir = fixtureDir('route-preloads-once');
    writeFiles(join(dir, 'trading', '1.0.0'), builtRelease('trading', ['/quote'], { routes: 'r.11111111.js', pages: { '/quote': ['1.22222222.js'] }, locales: {} }));
    const routePreloads = createRoutePreloads(releaseFinder(dir, root));
    const first = routePreloads(config('http://cdn.example'), '/quote', 'http://localhost:8080', 'en').links;
    expect(first).toContain('http://cdn.example/trading/1.0.0/1.22222222.js');
    writeFileSync(join(dir, 'trading', '1.0.0', 'page-assets.json'), '{ "pages": {} }');
    writeFileSync(join(dir, 'trading', '1.0.0', 'mf-manifest.json'), 'not json');
    expect(routePreloads(config('http://cdn.example'), '/quote', 'http://localhost:8080', 'en').links).toBe(first);
  });
});
