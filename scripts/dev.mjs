// @ts-check
/** `pnpm dev`: build once, then rebuild every app on change (development mode) while serving it. */
import { buildAll } from './build.mjs';
import { ensureDependencies, run } from './lib.mjs';
import { serve } from './serve.mjs';

const pnpm = await ensureDependencies();
// The static host publishes the remotes it finds built at start, so build them first.
await buildAll(pnpm);
serve({ ...process.env, ATRIUM_MODE: 'development' });
await run(pnpm, ['--filter', './shell', '--filter', './remotes/*', '--parallel', 'run', 'dev']);
