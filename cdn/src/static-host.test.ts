import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import Fastify from 'fastify';
import { cacheControlFor } from './cache-policy';
import { createRemoteOrigin } from './remote-origin';
import { publishRelease, releaseFinder } from './release-store';
import { PERMISSIONS_POLICY } from './security-headers';
import { createShellOrigin } from './shell-origin';
import { envForHost } from './tenant-env';
import { fixtureDir, releaseFiles, tenantConfigJs, writeFiles } from './test-fixtures';

const root = fixtureDir('static-host');
const shellDir = join(root, 'shell', 'dist');
const platformDir = join(root, 'config', 'platform');
const store = join(root, 'releases');
writeFiles(shellDir, {
  'index.html': '<html><head><meta name="atrium-env" content="atrium"></head><body></body></html>',
  'main.1a2b3c4d.js': 'console.log(1)',
  // The build's Brotli twin (config/rspack/precompress-plugin.mjs); its bytes are a stand-in.
  'main.1a2b3c4d.js.br': 'brotli bytes',
});
writeFiles(platformDir, {
  'atrium/config.js': tenantConfigJs('atrium'),
  'harbor/config.js': tenantConfigJs('harbor'),
});
// The workspace's build of content 1.0.0 (remotes/content/dist), and 1.1.0 in the store.
writeFiles(join(root, 'remotes', 'content'), { 'package.json': '{"version":"1.0.0"}' });
writeFiles(join(root, 'remotes', 'content', 'dist'), releaseFiles('content', '1.0.0', '^1.0.0', {}));
writeFiles(join(root, 'built-1.1.0'), releaseFiles('content', '1.1.0', '^1.0.0', {}));
publishRelease(store, 'content', '1.1.0', join(root, 'built-1.1.0'));

// A stand-in API that echoes the headers the proxy adds.
const api = Fastify();
api.get('/api/echo', async (request) => ({ tenant: request.headers['x-atrium-tenant'], forwarded: request.headers['x-forwarded-for'] }));
let shell: Awaited<ReturnType<typeof createShellOrigin>>;
let remotes: Awaited<ReturnType<typeof createRemoteOrigin>>;

beforeAll(async () => {
  const address = await api.listen({ port: 0, host: '127.0.0.1' });
  shell = await createShellOrigin({ shellDir, platformDir, apiOrigin: address, defaultEnv: 'atrium', development: true });
  remotes = await createRemoteOrigin({ findRelease: releaseFinder(store, root), development: true });
});
afterAll(async () => {
  await Promise.all([shell.close(), remotes.close(), api.close()]);
});

describe('the cache policy', () => {
  it('revalidates entry files and keeps hashed files for a year', () => {
    expect(cacheControlFor('/x/mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/x/routes.json')).toBe('no-cache');
    expect(cacheControlFor('/index.html')).toBe('no-cache');
    expect(cacheControlFor('/main.1a2b3c4d.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/main.1a2b3c4d.js.br')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/x/remoteEntry.js.gz')).toBe('no-cache');
  });
});

describe('the tenant of a request', () => {
  it('is the first label of the host when such a tenant exists', () => {
    expect(envForHost('harbor.localhost:8080', platformDir, 'atrium')).toBe('harbor');
    expect(envForHost('desktop.harbor.localhost:8080', platformDir, 'atrium')).toBe('harbor');
    expect(envForHost('localhost:8080', platformDir, 'atrium')).toBe('atrium');
    expect(envForHost('unknown.example', platformDir, 'atrium')).toBe('atrium');
  });
});

describe('the shell origin', () => {
  it('serves the app for any path (SPA fallback) with the env written in, no-cache, and the tenant’s enforced CSP', async () => {
    const res = await shell.inject({ url: '/helpDetail/3', headers: { host: 'harbor.localhost:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="atrium-env" content="harbor">');
    // harbor's config.js is asked for by the page itself, fresh (a timestamp) on every load.
    expect(res.body).toMatch(/<link rel="preload" as="script" href="\/platform\/harbor\/config\.js\?t=\d+" data-atrium-config>/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy-report-only']).toBeUndefined();
    const csp = String(res.headers['content-security-policy']);
    // The remotes' origin as harbor's config computes it for this host (port + 1).
    expect(csp).toContain("script-src 'self' http://harbor.localhost:8081;");
    expect(csp).toContain("connect-src 'self' http://harbor.localhost:8080 ws://harbor.localhost:8080 http://harbor.localhost:8081;");
    expect(csp).toContain('report-uri /__csp-report');
  });

  it('preloads the first reads in the visitor’s language, from the language cookie; the default without one or with a bad one', async () => {
    const preloads = async (cookie?: string) => {
      const res = await shell.inject({ url: '/home', headers: { host: 'harbor.localhost:8080', ...(cookie ? { cookie } : {}) } });
      return [...res.body.matchAll(/<link rel="preload" as="fetch" href="([^"]+)"/g)].map((match) => match[1]);
    };
    expect(await preloads('theme=dark; atrium_lang=de')).toEqual([
      'http://harbor.localhost:8080/api/common/getAllSetting?lang=de',
      'http://harbor.localhost:8080/api/common/getCoinList?lang=de',
    ]);
    // The default language names none: the API answers in it untold.
    expect(await preloads()).toEqual(['http://harbor.localhost:8080/api/common/getAllSetting', 'http://harbor.localhost:8080/api/common/getCoinList']);
    expect((await preloads('atrium_lang=%22%3E%3Cscript%3E'))[0]).toBe('http://harbor.localhost:8080/api/common/getAllSetting');
  });

  it('keeps the violation reports browsers send, to be read back in development only', async () => {
    const report = JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src-elem', 'blocked-uri': 'inline' } });
    const sent = await shell.inject({ method: 'POST', url: '/__csp-report', headers: { 'content-type': 'application/csp-report' }, payload: report });
    expect(sent.statusCode).toBe(204);
    const read = await shell.inject({ url: '/__csp-report' });
    expect(read.json().reports).toContain(report);
    await shell.inject({ method: 'DELETE', url: '/__csp-report' });
    expect((await shell.inject({ url: '/__csp-report' })).json().reports).toEqual([]);

    const production = await createShellOrigin({ shellDir, platformDir, apiOrigin: 'http://127.0.0.1:9', defaultEnv: 'atrium' });
    await production.inject({ method: 'POST', url: '/__csp-report', headers: { 'content-type': 'application/csp-report' }, payload: report });
    // The SPA fallback answers a GET: the page, not the reports.
    expect((await production.inject({ url: '/__csp-report' })).body).not.toContain('script-src-elem');
    await production.close();
  });

  it('sends the precompressed twin to a browser that accepts it, the plain file to one that does not', async () => {
    const br = await shell.inject({ url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.body).toBe('brotli bytes');
    const plain = await shell.inject({ url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('serves hashed assets immutable and the tenant config no-cache', async () => {
    expect((await shell.inject('/main.1a2b3c4d.js')).headers['cache-control']).toContain('immutable');
    const config = await shell.inject('/platform/atrium/config.js?t=1');
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(config.body).toContain('"atrium"');
    expect((await shell.inject('/platform/..%2f..%2fetc/config.js')).statusCode).toBe(404);
  });

  it('serves each tenant its own installable web app manifest', async () => {
    const res = await shell.inject({ url: '/manifest.webmanifest', headers: { host: 'harbor.localhost:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.headers['cache-control']).toBe('no-cache');
    const manifest = res.json();
    expect(manifest).toMatchObject({ name: 'harbor', start_url: '/home', display: 'standalone' });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512']);
  });

  it('proxies /api with the tenant and the client address', async () => {
    const res = await shell.inject({ url: '/api/echo', headers: { host: 'harbor.localhost:8080' }, remoteAddress: '10.1.2.3' });
    expect(res.json()).toEqual({ tenant: 'harbor', forwarded: '10.1.2.3' });
  });
});

describe('the security headers', () => {
  const expectSecurityHeaders = (headers: Record<string, unknown>, what: string) => {
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], what).toBe(PERMISSIONS_POLICY);
  };

  it('go with the pages, scripts, configs and API answers of the shell origin', async () => {
    for (const url of ['/', '/helpDetail/3', '/main.1a2b3c4d.js', '/platform/atrium/config.js', '/manifest.webmanifest', '/api/echo', '/api/missing']) {
      expectSecurityHeaders((await shell.inject(url)).headers, url);
    }
  });

  it('go with the remotes’ entries, manifests and chunks', async () => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'routes.json', '42.deadbeef.js', 'missing.js']) {
      expectSecurityHeaders((await remotes.inject(`/content/1.0.0/${file}`)).headers, file);
    }
  });

  it('deny the powerful features the app does not use, and allow the clipboard writes it does', () => {
    expect(PERMISSIONS_POLICY).toContain('clipboard-write=(self)');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'display-capture', 'clipboard-read']) {
      expect(PERMISSIONS_POLICY.split(', '), feature).toContain(`${feature}=()`);
    }
  });
});

describe('the remote origin', () => {
  it('serves the workspace build and a stored release, with CORS and the cache policy', async () => {
    const manifest = await remotes.inject('/content/1.0.0/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await remotes.inject('/content/1.0.0/routes.json')).headers['cache-control']).toBe('no-cache');
    expect((await remotes.inject('/content/1.0.0/42.deadbeef.js')).headers['cache-control']).toContain('immutable');
    const stored = await remotes.inject('/content/1.1.0/routes.json');
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({ version: '1.1.0' });
    expect((await remotes.inject('/content/2.0.0/mf-manifest.json')).statusCode).toBe(404);
  });

  it('serves a release published while it runs, at once', async () => {
    expect((await remotes.inject('/content/1.2.0/remoteEntry.js')).statusCode).toBe(404);
    writeFiles(join(root, 'built-1.2.0'), releaseFiles('content', '1.2.0', '^1.0.0', {}));
    publishRelease(store, 'content', '1.2.0', join(root, 'built-1.2.0'));
    const entry = await remotes.inject('/content/1.2.0/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('/* content 1.2.0 */');
  });

  it('never serves a file outside a release folder', async () => {
    writeFiles(root, { 'secret.txt': 'the-secret-text' });
    for (const url of [
      '/content/1.1.0/../../../secret.txt',
      '/content/1.1.0/..%2f..%2f..%2fsecret.txt',
      '/content/1.1.0/%2e%2e/%2e%2e/%2e%2e/secret.txt',
      '/content/..%2f..%2f/secret.txt',
      '/..%2f/1.1.0/secret.txt',
      '/content/1.1.0//etc/passwd',
      '/content/1.1.0/..%5c..%5csecret.txt',
    ]) {
      const res = await remotes.inject(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body, url).not.toContain('the-secret-text');
    }
  });

  it('injects a fault on demand in development', async () => {
    await remotes.inject({ method: 'POST', url: '/__cdn/faults', payload: { remote: 'content', fault: '404' } });
    expect((await remotes.inject('/content/1.0.0/remoteEntry.js')).statusCode).toBe(404);
    await remotes.inject({ method: 'POST', url: '/__cdn/faults', payload: { remote: 'content', fault: 'none' } });
    expect((await remotes.inject('/content/1.0.0/remoteEntry.js')).statusCode).toBe(200);
    expect((await remotes.inject({ method: 'POST', url: '/__cdn/faults', payload: { remote: 'content', fault: 'melt' } })).statusCode).toBe(400);
  });
});
