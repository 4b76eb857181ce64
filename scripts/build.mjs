// @ts-check
/** Builds the shell and every remote in production mode (each app is its own rspack build). */
import { ensureDependencies, run, say } from './lib.mjs';

export async function buildAll(pnpm = 'pnpm') {
  say('building the shell and the remotes (production)');
  const started = Date.now();
  await run(pnpm, ['--filter', './shell', '--filter', './remotes/*', '--workspace-concurrency=2', 'run', 'build']);
  console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pnpm = await ensureDependencies();
  await buildAll(pnpm);
}
