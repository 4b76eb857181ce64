// @ts-check
/** `npm start`: install what is missing, build everything in production mode, serve it. */
import { buildAll } from './build.mjs';
import { ensureDependencies } from './lib.mjs';
import { serve } from './serve.mjs';

const pnpm = await ensureDependencies();
await buildAll(pnpm);
// In production (serve's default) the API makes a demo account in each tenant with a random
// password and prints it once (server/src/db/seed/demo-account.ts); ATRIUM_DEMO_ACCOUNT=0 makes none.
const { port } = serve({ ...process.env, ATRIUM_DEMO_ACCOUNT: process.env.ATRIUM_DEMO_ACCOUNT ?? '1' });
console.log(`\nAtrium is starting on http://localhost:${port} (other tenants: http://harbor.localhost:${port}, http://meridian.localhost:${port})`);
console.log('The reference API prints the demo account of each tenant below (its password only when it is made).\n');
