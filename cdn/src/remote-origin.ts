import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from './cache-policy';
import { answerWithFault, isRemoteFault, REMOTE_FAULTS, remoteFaults } from './remote-faults';
import type { ReleaseFinder } from './release-store';
import { registerSecurityHeaders } from './security-headers';

/** A path inside a release folder: plain names only, so no request can step out of its folder. */
const isPlainPath = (path: string) => path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !/[\\\0]/.test(segment));

/**
 * The CDN origin of the remotes: `<remote>/<version>/<file>` from the release folder the finder
 * names (the release store, then the workspace's build), looked up on every request so a release
 * published while the host runs is served at once. CORS (the shell fetches cross-origin) and the
 * cache policy of ARCHITECTURE "Releasing", and the host's security headers (security-headers.ts).
 */
export async function createRemoteOrigin(options: { findRelease: ReleaseFinder; development: boolean }) {
  const app = Fastify({ logger: false });
  registerSecurityHeaders(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Timing-Allow-Origin', '*');
    if (await answerWithFault(request, reply, options.findRelease)) return reply;
  });
  await app.register(fastifyStatic, {
    // Never served from: every file is sent from its release's folder (below).
    root: import.meta.dirname,
    serve: false,
    cacheControl: false,
    // Each build writes .br and .gz twins of its text files (config/rspack/precompress-plugin.mjs).
    preCompressed: true,
    setHeaders: (res, path) => res.header('Cache-Control', cacheControlFor(path)),
  });
  app.get<{ Params: { remote: string; version: string; '*': string } }>('/:remote/:version/*', (request, reply) => {
    const { remote, version, '*': file } = request.params;
    const dir = isPlainPath(file) ? options.findRelease(remote, version) : undefined;
    if (dir === undefined) return reply.code(404).send({ error: 'not found' });
    return reply.sendFile(file, dir);
  });
  if (options.development) {
    // Test control: POST /__cdn/faults {remote, fault}. Never registered in production mode.
    app.post<{ Body: { remote?: unknown; fault?: unknown } }>('/__cdn/faults', async (request, reply) => {
      const { remote, fault } = request.body ?? {};
      if (typeof remote !== 'string' || !isRemoteFault(fault)) return reply.code(400).send({ error: `remote and fault (${[...REMOTE_FAULTS, 'none'].join('|')}) are required` });
      remoteFaults.set(remote, fault);
      return { remote, fault };
    });
  }
  return app;
}
