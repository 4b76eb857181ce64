import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import type { Db } from './db/db.js';
import { openPglite } from './db/pglite.js';
import { openPostgres } from './db/postgres.js';
import { demoAccountLines, provideDemoAccounts } from './db/seed/demo-account.js';
import { retirePublishedPasswords } from './db/seed/published-passwords.js';
import { loggerOptions } from './http/log-redaction.js';
import { marketRandomOf } from './market/random.js';
import { demoAccountOf, devOriginsOf, modeOf, StartOptionError } from './start-options.js';

/**
 * Starts the reference API from the environment:
 *   PORT (8090), HOST (127.0.0.1), ATRIUM_MODE (production unless "development"),
 *   DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite folder, default server/.data/pglite, or
 *   server/.data/pglite-development in development; "memory"), MARKET_TICK_MS (1000),
 *   LOG_LEVEL (info; "silent" for none);
 *   development: MARKET_SEED (1; production refuses it: its market draws from node:crypto);
 *   production: ATRIUM_DEMO_ACCOUNT (1 or new-password: a demo account with a random password);
 *   development: DEV_ORIGINS (more origins CORS lets call, besides the loopback ones).
 */
const env = process.env;
const port = Number(env.PORT ?? 8090);
const host = env.HOST ?? '127.0.0.1';
function startOptions() {
  try {
    return { mode: modeOf(env.ATRIUM_MODE), demoAccount: demoAccountOf(env.ATRIUM_DEMO_ACCOUNT), devOrigins: devOriginsOf(env.DEV_ORIGINS) };
  } catch (error) {
    if (!(error instanceof StartOptionError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const { mode, demoAccount, devOrigins } = startOptions();
const marketSeed = env.MARKET_SEED === undefined ? undefined : Number(env.MARKET_SEED);
try {
  marketRandomOf(mode, marketSeed);
} catch (error) {
  // Refused before the database opens: a production start with a seed is a configuration error.
  console.error((error as Error).message);
  process.exit(1);
}

// Each mode its own folder: a development run seeds the published demo passwords, which a
// production database must never get from it.
const defaultDataDir = fileURLToPath(new URL(mode === 'production' ? '../.data/pglite' : '../.data/pglite-development', import.meta.url));
const db: Db = env.DATABASE_URL
  ? await openPostgres({ connectionString: env.DATABASE_URL })
  : await openPglite(env.DATA_DIR ?? defaultDataDir);

const app = await buildApp({
  db,
  mode,
  market: {
    tickMs: Number(env.MARKET_TICK_MS ?? 1000),
    ...(marketSeed === undefined ? {} : { seed: marketSeed }),
  },
  devOrigins,
  // Request URLs are logged with passwords and codes masked (spec calls carry them in the query).
  logger: loggerOptions(env.LOG_LEVEL ?? 'info'),
});

// Production: the demo account when asked for (first: it gives an old published-password demo a
// printed password), then no seeded account left on the published password.
const demoLines: string[] = [];
if (mode === 'production') {
  if (demoAccount !== 'none') demoLines.push(...demoAccountLines(await provideDemoAccounts(db, app.atrium.clock.now(), demoAccount)));
  for (const { tenant, loginName } of await retirePublishedPasswords(db)) {
    console.warn(`${tenant}/${loginName} still had the published demo password; it now has a random one nobody was told`);
  }
} else if (demoAccount !== 'none') {
  demoLines.push('Development: the demo accounts are demo / demo1234 and frozen / demo1234 in every tenant (ATRIUM_DEMO_ACCOUNT is for production).');
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  // A stuck close must not keep the process: give it 10 s.
  setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await app.close();
    await db.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port, host });
} catch (error) {
  console.error(`cannot listen on ${host}:${port}:`, (error as Error).message);
  await db.close();
  process.exit(1);
}
console.log(`reference API listening on http://${host}:${port} (${mode}, ${db.label})`);
if (demoLines.length > 0) console.log(`\n${demoLines.join('\n')}\n`);
