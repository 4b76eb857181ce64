import { gzipSync } from 'node:zlib';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const gzipBytes = (file: string) => gzipSync(readFileSync(file)).length;

interface Manifest {
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

/**
 * What a remote costs the first time a user opens one of its routes, from its build: its entry
 * (`remoteEntry.js`, no-cache) and its initial chunk (the sync JS of its `./routes` expose; the
 * page itself and the shared modules come after). Gzip bytes, by remote.
 */
export function remoteSizes(root: string): Record<string, { entry: number; initial: number }> {
  const remotesDir = join(root, 'remotes');
  const sizes: Record<string, { entry: number; initial: number }> = {};
  for (const name of readdirSync(remotesDir).sort()) {
    const dist = join(remotesDir, name, 'dist');
    if (!existsSync(join(dist, 'mf-manifest.json'))) throw new Error(`remotes/${name} is not built (pnpm build)`);
    const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
    const routes = manifest.exposes.find((e) => e.name === 'routes');
    if (!routes) throw new Error(`remotes/${name} exposes no ./routes`);
    sizes[name] = {
      entry: gzipBytes(join(dist, 'remoteEntry.js')),
      initial: routes.assets.js.sync.reduce((sum, file) => sum + gzipBytes(join(dist, file)), 0),
    };
  }
  return sizes;
}
