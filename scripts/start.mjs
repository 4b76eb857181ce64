// @ts-check
/** `npm start`: install what is missing, build everything in production mode, serve it. */
import { buildAll } from './build.mjs';
import { ensureDependencies } from './lib.mjs';
import { serve } from './serve.mjs';

const pnpm = await ensureDependencies();
await buildAll(pnpm);
const { port } = serve({ ...process.env, ATRIUM_MODE: process.env.ATRIUM_MODE ?? 'production' });
console.log(`\nAtrium is starting on http://localhost:${port} (other tenants: http://harbor.localhost:${port}, http://meridian.localhost:${port})\n`);
