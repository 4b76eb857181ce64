import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import type { Db } from './db/db.js';
import { openPglite } from './db/pglite.js';
import { openPostgres } from './db/postgres.js';
import { loggerOptions } from './http/log-redaction.js';

/**
 * Starts the reference API from the environment:
 *   PORT (8090), HOST (127.0.0.1), ATRIUM_MODE (development | production),
 *   DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite folder, default server/.data/pglite; "memory"),
 *   MARKET_TICK_MS (1000), MARKET_SEED (1), LOG_LEVEL (info; "silent" for none).
 */
const env = process.env;
const port = Number(env.PORT ?? 8090);
const host = env.HOST ?? '127.0.0.1';
const mode = env.ATRIUM_MODE === 'production' ? 'production' : 'development';
if (env.ATRIUM_MODE && env.ATRIUM_MODE !== mode) {
  console.error(`ATRIUM_MODE must be "production" or "development", not "${env.ATRIUM_MODE}"`);
  process.exit(1);
}

const defaultDataDir = fileURLToPath(new URL('../.data/pglite', import.meta.url));
const db: Db = env.DATABASE_URL
  ? await openPostgres({ connectionString: env.DATABASE_URL })
  : await openPglite(env.DATA_DIR ?? defaultDataDir);

const app = await buildApp({
  db,
  mode,
  market: {
    tickMs: Number(env.MARKET_TICK_MS ?? 1000),
    seed: Number(env.MARKET_SEED ?? 1),
  },
  // Request URLs are logged with passwords and codes masked (spec calls carry them in the query).
  logger: loggerOptions(env.LOG_LEVEL ?? 'info'),
});

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
