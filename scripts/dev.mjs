// @ts-check
/** `pnpm dev`: every app rebuilt on change (development mode), served with the reference API. */
import { ensureDependencies, run } from './lib.mjs';
import { serve } from './serve.mjs';

const pnpm = await ensureDependencies();
serve({ ...process.env, ATRIUM_MODE: 'development' });
await run(pnpm, ['--filter', './shell', '--filter', './remotes/*', '--parallel', 'run', 'dev']);
