// @ts-check
/** `npm start`: install what is missing, build everything in production mode, serve it. */
import { waitForHealth } from './api-ready.mjs';
import { buildAll } from './build.mjs';
import { ensureDependencies, say } from './lib.mjs';
import { serve } from './serve.mjs';

const pnpm = await ensureDependencies();
await buildAll(pnpm);
// In production (serve's default) the API makes a demo account in each tenant with a random
// password and prints it once (server/src/db/seed/demo-account.ts); ATRIUM_DEMO_ACCOUNT=0 makes none.
const { port, stop, stopped } = serve({ ...process.env, ATRIUM_DEMO_ACCOUNT: process.env.ATRIUM_DEMO_ACCOUNT ?? '1' });
// The URL is only worth printing once a visitor's first /api call would be answered: the API
// migrates and seeds before it listens, which takes a while on a first start.
const health = `http://localhost:${port}/api/health`;
say(`waiting for the reference API to answer ${health} (it migrates and seeds its database first)`);
try {
  await waitForHealth({ url: health, stopped, timeoutMs: Number(process.env.START_TIMEOUT_MS ?? 180_000) });
} catch (error) {
  console.error(`\nAtrium did not start: ${/** @type {Error} */ (error).message}`);
  stop();
  process.exit(1);
}
console.log(`\nAtrium is ready on http://localhost:${port} (other tenants: http://harbor.localhost:${port}, http://meridian.localhost:${port})`);
console.log('The reference API printed the demo account of each tenant above (its password only when it was made).\n');
