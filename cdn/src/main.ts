import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createRemoteOrigin } from './remote-origin';
import { releaseFinder, storeDir } from './release-store';
import { createShellOrigin } from './shell-origin';
import { parseTrustedProxies } from './trusted-proxies';

/**
 * The static host, a CDN stand-in: the shell on PORT (default 8080), the remotes' release
 * folders on PORT + 1 (the release store RELEASES_DIR, default <repo>/releases, then the
 * workspace's builds), /api and /ws proxied to the reference API at API_ORIGIN. TRUSTED_PROXIES
 * names the proxies in front of it whose X-Forwarded-For it believes (trusted-proxies.ts; none
 * by default).
 */
const root = join(import.meta.dirname, '..', '..');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:8090';
// Production unless asked otherwise, like the API: the development hooks (/__cdn/faults) stay off.
const mode = process.env.ATRIUM_MODE ?? 'production';
if (mode !== 'production' && mode !== 'development') {
  console.error(`static host not started: ATRIUM_MODE must be "production" or "development", not "${mode}"`);
  process.exit(1);
}
const development = mode === 'development';

let trustedProxies: string[];
try {
  trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);
} catch (error) {
  console.error(`static host not started: ${(error as Error).message}`);
  process.exit(1);
}

const findRelease = releaseFinder(storeDir(root), root);
const remotes = await createRemoteOrigin({ findRelease, development });
// SHELL_DIR serves another build of the shell (the benchmark's monolith: shell/dist-monolith).
const shellDir = join(root, process.env.SHELL_DIR ?? join('shell', 'dist'));
// Only a federated shell (its build writes mf-manifest.json) loads the remotes' releases: the
// monolith has them built in, and its pages must not preload files they never use.
const federated = existsSync(join(shellDir, 'mf-manifest.json'));
const shell = await createShellOrigin({
  shellDir,
  // PLATFORM_DIR serves other tenant configs (the benchmark's floor: a probe remote in trading's place).
  platformDir: resolve(root, process.env.PLATFORM_DIR ?? join('config', 'platform')),
  apiOrigin,
  defaultEnv: process.env.ATRIUM_ENV ?? 'atrium',
  development,
  trustedProxies,
  // The page of a remote's path preloads that remote's files from the folders the remotes' origin serves.
  findRelease: federated ? findRelease : undefined,
});
await remotes.listen({ port: port + 1, host });
await shell.listen({ port, host });
console.log(`static host: shell on http://localhost:${port}, remotes on http://localhost:${port + 1} (API ${apiOrigin})`);

const stop = async () => {
  await Promise.allSettled([shell.close(), remotes.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
