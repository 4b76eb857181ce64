import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { join } from 'node:path';
import { createRemoteOrigin } from './remote-origin';
import { isRemoteFault, remoteFaults, renderFaultWrapper, throwingScript } from './remote-faults';
import { releaseFinder } from './release-store';
import { fixtureDir, releaseFiles, writeFiles } from './test-fixtures';

const root = fixtureDir('remote-faults');
writeFiles(join(root, 'remotes', 'nft'), { 'package.json': '{"version":"1.0.0"}' });
writeFiles(join(root, 'remotes', 'nft', 'dist'), {
  ...releaseFiles('nft', '1.0.0', '^2.0.0', {}),
  // The global name the build gives the container, as in a real manifest.
  'mf-manifest.json': JSON.stringify({ metaData: { globalName: 'nft_remote' }, shared: [] }),
  // Its exports are getters, as webpack defines them.
  'remoteEntry.js':
    'var nft_remote = Object.defineProperties({}, { get: { enumerable: true, get: () => (m) => Promise.resolve(() => globalThis.exposedModules[m]) }, init: { enumerable: true, get: () => () => "init" } });',
});

let dev: Awaited<ReturnType<typeof createRemoteOrigin>>;
let production: Awaited<ReturnType<typeof createRemoteOrigin>>;
beforeAll(async () => {
  const findRelease = releaseFinder(join(root, 'store'), root);
  dev = await createRemoteOrigin({ findRelease, development: true });
  production = await createRemoteOrigin({ findRelease, development: false });
});
afterAll(async () => Promise.all([dev.close(), production.close()]));
afterEach(() => remoteFaults.clear());

const setFault = (fault: string) => dev.inject({ method: 'POST', url: '/__cdn/faults', payload: { remote: 'nft', fault } });
const get = (file: string) => dev.inject(`/nft/1.0.0/${file}`);

describe('the remote fault switch', () => {
  it('knows the fault modes and nothing else', () => {
    for (const mode of ['down', 'hang', '404', 'entry-hang', 'script-error', 'render-error', 'none']) expect(isRemoteFault(mode)).toBe(true);
    expect(isRemoteFault('melt')).toBe(false);
    expect(isRemoteFault(undefined)).toBe(false);
  });

  it('only exists in development mode', async () => {
    expect((await production.inject({ method: 'POST', url: '/__cdn/faults', payload: { remote: 'nft', fault: '404' } })).statusCode).toBe(404);
    expect((await production.inject('/nft/1.0.0/mf-manifest.json')).statusCode).toBe(200);
    expect((await setFault('melt')).statusCode).toBe(400);
  });

  it('404 answers not found for the manifest, uncached, until turned off', async () => {
    expect((await setFault('404')).statusCode).toBe(200);
    const manifest = await get('mf-manifest.json');
    expect(manifest.statusCode).toBe(404);
    expect(manifest.headers['cache-control']).toBe('no-store');
    await setFault('none');
    expect((await get('mf-manifest.json')).statusCode).toBe(200);
  });

  it('entry-hang leaves the manifest and route table answering and never answers the entry', async () => {
    await setFault('entry-hang');
    expect((await get('mf-manifest.json')).statusCode).toBe(200);
    expect((await get('routes.json')).statusCode).toBe(200);
    const entry = get('remoteEntry.js');
    const waited = await Promise.race([entry.then(() => 'answered'), new Promise((resolve) => setTimeout(() => resolve('still waiting'), 200))]);
    expect(waited).toBe('still waiting');
  });

  it('script-error serves every script as JavaScript that throws, and leaves the data alone', async () => {
    await setFault('script-error');
    for (const file of ['remoteEntry.js', '42.deadbeef.js']) {
      const script = await get(file);
      expect(script.statusCode).toBe(200);
      expect(script.headers['cache-control']).toBe('no-store');
      expect(() => runInNewContext(script.body)).toThrow('CDN fault: a script of nft throws while loading');
    }
    expect((await get('routes.json')).json()).toMatchObject({ remote: 'nft' });
    expect(() => runInNewContext(throwingScript('nft'))).toThrow();
  });

  it('render-error serves the real entry with pages that load and then throw when rendered', async () => {
    await setFault('render-error');
    const entry = await get('remoteEntry.js');
    expect(entry.headers['cache-control']).toBe('no-store');
    const realPage = () => 'the real page';
    const sandbox = {
      exposedModules: { './routes': { contract: '^2.0.0', routes: [{ path: '/nft', page: () => Promise.resolve({ default: realPage }) }] }, './other': { x: 1 } },
    };
    runInNewContext(entry.body, sandbox);
    const container = (sandbox as unknown as { nft_remote: { get(m: string): Promise<() => Record<string, unknown>> } }).nft_remote;
    const routesModule = (await container.get('./routes'))() as { contract: string; routes: { path: string; page(): Promise<{ default: () => unknown }> }[] };
    expect(routesModule.contract).toBe('^2.0.0');
    expect(routesModule.routes[0]!.path).toBe('/nft');
    const page = await routesModule.routes[0]!.page();
    expect(() => page.default()).toThrow('CDN fault: a page of nft throws while rendering');
    // Other exposed modules pass through untouched.
    expect((await container.get('./other'))()).toEqual({ x: 1 });
    expect((container as unknown as { init(): string }).init()).toBe('init');
    // The wrapper names the container it wraps.
    expect(renderFaultWrapper('defi_finance', 'defi-finance')).toContain('})("defi_finance");');
    await setFault('none');
    expect((await get('remoteEntry.js')).body).not.toContain('CDN fault');
  });
});
