import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import type { Db } from '../db/db.js';
import { openPglite } from '../db/pglite.js';
import { openPostgres } from '../db/postgres.js';

/**
 * The database of a test file: PGlite in memory by default, or, when DATABASE_URL is set, a
 * throwaway schema on that PostgreSQL (dropped on close), so test files running in parallel
 * never see each other's rows.
 */
export async function openTestDb(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (!url) return openPglite('memory');
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  return openPostgres({ connectionString: url, schema, dropSchemaOnClose: true });
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/**
 * One app on one test database, for a whole test file (a PGlite start costs ~2 s). The market is
 * not started (tests tick it by hand) and keeps one hour of history instead of a day, to start fast.
 */
export async function createTestApp(options: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const db = options.db ?? (await openTestDb());
  const app = await buildApp({
    db,
    mode: 'development',
    ...options,
    market: { autoStart: false, historyMinutes: 60, ...options.market },
  });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      if (!options.db) await db.close();
    },
  };
}

/** Wipes and reseeds through the development endpoint, for tests that change data. */
export async function resetData(app: FastifyInstance): Promise<void> {
  const response = await app.inject({ method: 'POST', url: '/api/__dev/reset' });
  if (response.json<{ code: number }>().code !== 200) throw new Error(`reset failed: ${response.body}`);
}
