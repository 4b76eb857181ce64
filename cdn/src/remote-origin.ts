import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheControlFor } from './cache-policy';
import { isRemoteFault, remoteFaults } from './remote-faults';

export interface RemoteRelease {
  remote: string;
  version: string;
  dir: string;
}

/** Every built remote of the workspace, as the release folder `<remote>/<version>/` it is served from. */
export function builtRemotes(root: string): RemoteRelease[] {
  const remotesDir = join(root, 'remotes');
  return readdirSync(remotesDir).flatMap((name) => {
    const dir = join(remotesDir, name, 'dist');
    if (!existsSync(join(dir, 'mf-manifest.json'))) return [];
    const pkg = JSON.parse(readFileSync(join(remotesDir, name, 'package.json'), 'utf8')) as { version: string };
    return [{ remote: name, version: pkg.version, dir }];
  });
}

/**
 * The CDN origin of the remotes: each release in its own versioned folder, with CORS (the
 * shell fetches them cross-origin) and the cache policy of ARCHITECTURE "Releasing".
 */
export async function createRemoteOrigin(options: { releases: RemoteRelease[]; development: boolean }) {
  const app = Fastify({ logger: false });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Timing-Allow-Origin', '*');
    const remote = request.url.split('/')[1] ?? '';
    const fault = remoteFaults.get(remote);
    if (fault === 'down') {
      request.raw.socket.destroy();
      return reply;
    }
    if (fault === 'hang') return new Promise<never>(() => undefined);
    if (fault === '404') return reply.code(404).send({ error: 'not found' });
  });
  for (const release of options.releases) {
    await app.register(fastifyStatic, {
      root: release.dir,
      prefix: `/${release.remote}/${release.version}/`,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res, path) => res.header('Cache-Control', cacheControlFor(path)),
    });
  }
  if (options.development) {
    // Test control: POST /__cdn/faults {remote, fault}. Never registered in production mode.
    app.post<{ Body: { remote?: unknown; fault?: unknown } }>('/__cdn/faults', async (request, reply) => {
      const { remote, fault } = request.body ?? {};
      if (typeof remote !== 'string' || !isRemoteFault(fault)) return reply.code(400).send({ error: 'remote and fault (down|hang|404|none) are required' });
      remoteFaults.set(remote, fault);
      return { remote, fault };
    });
  }
  return app;
}
