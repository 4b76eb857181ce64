import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { cacheControlFor } from './cache-policy';
import { createRemoteOrigin } from './remote-origin';
import { createShellOrigin } from './shell-origin';
import { envForHost } from './tenant-env';

const root = mkdtempSync(join(tmpdir(), 'cdn-test-'));
const shellDir = join(root, 'shell');
const platformDir = join(root, 'platform');
const remoteDir = join(root, 'content');
for (const dir of [shellDir, join(platformDir, 'atrium'), join(platformDir, 'harbor'), remoteDir]) mkdirSync(dir, { recursive: true });
writeFileSync(join(shellDir, 'index.html'), '<html><head><meta name="atrium-env" content="atrium"></head><body></body></html>');
writeFileSync(join(shellDir, 'main.1a2b3c4d.js'), 'console.log(1)');
writeFileSync(join(platformDir, 'atrium', 'config.js'), 'window.__ATRIUM_PLATFORM_CONFIG__={env:"atrium"}');
writeFileSync(
  join(platformDir, 'harbor', 'config.js'),
  '(function(){window.__ATRIUM_PLATFORM_CONFIG__={env:"harbor",wallet:{chains:[{rpcUrl:"https://rpc.harbor.example/v1"},{rpcUrl:"not a url"}]}};})()',
);
writeFileSync(join(remoteDir, 'mf-manifest.json'), '{}');
writeFileSync(join(remoteDir, 'remoteEntry.js'), '1');
writeFileSync(join(remoteDir, '42.deadbeef.js'), '2');

// A stand-in API that echoes the headers the proxy adds.
const api = Fastify();
api.get('/api/echo', async (request) => ({ tenant: request.headers['x-atrium-tenant'], forwarded: request.headers['x-forwarded-for'] }));
let shell: Awaited<ReturnType<typeof createShellOrigin>>;
let remotes: Awaited<ReturnType<typeof createRemoteOrigin>>;

beforeAll(async () => {
  const address = await api.listen({ port: 0, host: '127.0.0.1' });
  shell = await createShellOrigin({ shellDir, platformDir, apiOrigin: address, remoteOrigin: () => 'http://cdn.test', defaultEnv: 'atrium' });
  remotes = await createRemoteOrigin({ releases: [{ remote: 'content', version: '1.0.0', dir: remoteDir }], development: true });
});
afterAll(async () => {
  await Promise.all([shell.close(), remotes.close(), api.close()]);
});

describe('the cache policy', () => {
  it('revalidates entry files and keeps hashed files for a year', () => {
    expect(cacheControlFor('/x/mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/index.html')).toBe('no-cache');
    expect(cacheControlFor('/main.1a2b3c4d.js')).toBe('public, max-age=31536000, immutable');
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
  it('serves the app for any path (SPA fallback) with the env written in, no-cache, and a report-only CSP', async () => {
    const res = await shell.inject({ url: '/helpDetail/3', headers: { host: 'harbor.localhost:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="atrium-env" content="harbor">');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy-report-only']);
    expect(csp).toContain("script-src 'self' http://cdn.test");
    expect(csp).not.toContain('unsafe-eval');
    // The tenant's wallet RPC endpoint may be called; an unreadable one is left out.
    expect(csp).toContain("connect-src 'self' ws: wss: http://cdn.test https://rpc.harbor.example;");
    const atrium = String((await shell.inject({ url: '/', headers: { host: 'localhost:8080' } })).headers['content-security-policy-report-only']);
    expect(atrium).toContain("connect-src 'self' ws: wss: http://cdn.test;");
  });

  it('serves hashed assets immutable and the tenant config no-cache', async () => {
    expect((await shell.inject('/main.1a2b3c4d.js')).headers['cache-control']).toContain('immutable');
    const config = await shell.inject('/platform/atrium/config.js?t=1');
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(config.body).toContain('"atrium"');
    expect((await shell.inject('/platform/..%2f..%2fetc/config.js')).statusCode).toBe(404);
  });

  it('proxies /api with the tenant and the client address', async () => {
    const res = await shell.inject({ url: '/api/echo', headers: { host: 'harbor.localhost:8080' }, remoteAddress: '10.1.2.3' });
    expect(res.json()).toEqual({ tenant: 'harbor', forwarded: '10.1.2.3' });
  });
});

describe('the remote origin', () => {
  it('serves a release folder with CORS and the cache policy', async () => {
    const manifest = await remotes.inject('/content/1.0.0/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await remotes.inject('/content/1.0.0/42.deadbeef.js')).headers['cache-control']).toContain('immutable');
    expect((await remotes.inject('/content/2.0.0/mf-manifest.json')).statusCode).toBe(404);
  });

  it('injects a fault on demand in development', async () => {
    await remotes.inject({ method: 'POST', url: '/__cdn/faults', payload: { remote: 'content', fault: '404' } });
    expect((await remotes.inject('/content/1.0.0/remoteEntry.js')).statusCode).toBe(404);
    await remotes.inject({ method: 'POST', url: '/__cdn/faults', payload: { remote: 'content', fault: 'none' } });
    expect((await remotes.inject('/content/1.0.0/remoteEntry.js')).statusCode).toBe(200);
    expect((await remotes.inject({ method: 'POST', url: '/__cdn/faults', payload: { remote: 'content', fault: 'melt' } })).statusCode).toBe(400);
  });
});
