import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReleaseFinder } from './release-store';

/**
 * Faults the remote origin can be told to inject into one remote's files, for the end-to-end
 * tests of fault isolation (development mode only: the switch that sets them, POST
 * /__cdn/faults, is only registered there, so in production the map stays empty):
 * - `down` drops the connection as a stopped server would; `hang` never answers; `404` answers
 *   not found (every file, the manifest first);
 * - `entry-hang`: the manifest and route table answer (the shell's gate lets the remote in) but
 *   remoteEntry.js never does;
 * - `script-error`: every script of the remote answers 200 with JavaScript that throws when it
 *   is evaluated (the entry is the first one the browser runs);
 * - `render-error`: remoteEntry.js is the real one, followed by a wrapper around its container
 *   that gives every route of `./routes` a page component that throws during render. The remote's
 *   own files are untouched: the wrapper stands in for a page with a render bug, and the throw
 *   happens in React's render of the remote's route, where the shell's boundary must catch it.
 */
export const REMOTE_FAULTS = ['down', 'hang', '404', 'entry-hang', 'script-error', 'render-error'] as const;
export type RemoteFault = (typeof REMOTE_FAULTS)[number];

const faults = new Map<string, RemoteFault>();

export const remoteFaults = {
  set(remote: string, fault: RemoteFault | 'none') {
    if (fault === 'none') faults.delete(remote);
    else faults.set(remote, fault);
  },
  get: (remote: string) => faults.get(remote),
  clear: () => faults.clear(),
};

export const isRemoteFault = (v: unknown): v is RemoteFault | 'none' => v === 'none' || (REMOTE_FAULTS as readonly unknown[]).includes(v);

/** The JavaScript a `script-error` fault serves instead of a script of `remote`. */
export const throwingScript = (remote: string) => `throw new Error(${JSON.stringify(`CDN fault: a script of ${remote} throws while loading`)});\n`;

/**
 * What a `render-error` fault appends to the remote's entry: the container's `get('./routes')`
 * answers the real module with every route's page replaced by a component that throws when
 * React renders it (after the real page chunk loaded, so the load itself succeeds).
 */
export function renderFaultWrapper(globalName: string, remote: string): string {
  const message = JSON.stringify(`CDN fault: a page of ${remote} throws while rendering`);
  // The container's exports are getters (webpack's), so a copy with its own `get` replaces it.
  return `
;(function (name) {
  var container = globalThis[name];
  var wrapped = {};
  Object.keys(container).forEach(function (key) { wrapped[key] = container[key]; });
  wrapped.get = function (request) {
    return Promise.resolve(container.get.apply(container, arguments)).then(function (factory) {
      if (request !== './routes') return factory;
      return function () {
        var exposed = factory();
        var routes = exposed.routes.map(function (route) {
          return Object.assign({}, route, {
            page: function () {
              return route.page().then(function () {
                return { default: function RenderFault() { throw new Error(${message}); } };
              });
            },
          });
        });
        return Object.assign({}, exposed, { routes: routes });
      };
    });
  };
  globalThis[name] = wrapped;
})(${JSON.stringify(globalName)});
`;
}

/** `/<remote>/<version>/<file>` → its parts (the file without a query). */
function parts(url: string) {
  const [remote = '', version = '', ...rest] = url.split('?')[0]!.split('/').slice(1);
  return { remote, version, file: rest.join('/') };
}

const isScript = (file: string) => file.endsWith('.js');

/** A faulty answer must never be cached: once the fault is off, the next request gets the real file. */
const sendScript = (reply: FastifyReply, body: string) =>
  reply.code(200).header('Content-Type', 'application/javascript; charset=utf-8').header('Cache-Control', 'no-store').send(body);

async function entryWithRenderFault(dir: string, remote: string): Promise<string> {
  const [entry, manifest] = await Promise.all([readFile(join(dir, 'remoteEntry.js'), 'utf8'), readFile(join(dir, 'mf-manifest.json'), 'utf8')]);
  const globalName = (JSON.parse(manifest) as { metaData?: { globalName?: string } }).metaData?.globalName ?? remote;
  return entry + renderFaultWrapper(globalName, remote);
}

/**
 * The remote origin's onRequest step: answers the request as the remote's fault says, or leaves
 * it to the normal route (returns false). `findRelease` locates the real entry a `render-error`
 * wraps.
 */
export async function answerWithFault(request: FastifyRequest, reply: FastifyReply, findRelease: ReleaseFinder): Promise<boolean> {
  const { remote, version, file } = parts(request.url);
  const fault = faults.get(remote);
  switch (fault) {
    case undefined:
      return false;
    case 'down':
      request.raw.socket.destroy();
      return true;
    case 'hang':
      return new Promise<never>(() => undefined);
    case '404':
      await reply.code(404).header('Cache-Control', 'no-store').send({ error: 'not found' });
      return true;
    case 'entry-hang':
      if (file !== 'remoteEntry.js') return false;
      return new Promise<never>(() => undefined);
    case 'script-error':
      if (!isScript(file)) return false;
      await sendScript(reply, throwingScript(remote));
      return true;
    case 'render-error': {
      const dir = file === 'remoteEntry.js' ? findRelease(remote, version) : undefined;
      if (dir === undefined) return false;
      await sendScript(reply, await entryWithRenderFault(dir, remote));
      return true;
    }
  }
}
