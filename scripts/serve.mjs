// @ts-check
/**
 * Starts the reference API and the static host on an already built workspace.
 * PORT (default 8080) is the shell, PORT + 1 the remotes' CDN origin, API_PORT (default
 * PORT + 10) the reference API. Both run in production unless ATRIUM_MODE=development (which
 * turns the development endpoints on).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib.mjs';

export function serve(env = process.env) {
  const port = Number(env.PORT ?? 8080);
  const apiPort = Number(env.API_PORT ?? port + 10);
  const tsx = join(root, 'node_modules', '.bin', 'tsx');
  // One mode for both processes, production unless asked (the static host alone would default to development).
  const common = { ...env, HOST: env.HOST ?? '127.0.0.1', ATRIUM_MODE: env.ATRIUM_MODE || 'production' };
  const children = [
    spawn(tsx, ['server/src/main.ts'], { cwd: root, stdio: 'inherit', env: { ...common, PORT: String(apiPort) } }),
    spawn(tsx, ['cdn/src/main.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...common, PORT: String(port), API_ORIGIN: `http://127.0.0.1:${apiPort}` },
    }),
  ];
  let stopping = false;
  /** @type {() => void} */
  let settleStopped = () => {};
  /** Settles when the platform stops (a process died, or it was told to): npm start's wait ends with it. */
  const stopped = new Promise((resolve) => (settleStopped = () => resolve(undefined)));
  const stop = () => {
    stopping = true;
    settleStopped();
    children.forEach((child) => child.kill('SIGTERM'));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // One process dying takes the other down: a half-running platform would only mislead.
  for (const child of children) {
    child.on('exit', (code) => {
      if (stopping) return;
      console.error(`a platform process exited (${code}); stopping`);
      stop();
      process.exitCode = code || 1;
    });
  }
  return { port, stop, stopped };
}

if (import.meta.url === `file://${process.argv[1]}`) serve();
