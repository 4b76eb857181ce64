import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db.js';

/**
 * PGlite: PostgreSQL compiled to WASM, in process. `dataDir` undefined or 'memory' keeps
 * everything in memory (tests); otherwise the cluster lives in that folder.
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  const inMemory = dataDir === undefined || dataDir === 'memory';
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const pg = inMemory ? await PGlite.create() : await PGlite.create({ dataDir });

  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });

  const root = wrap(pg);
  return {
    label: inMemory ? 'pglite (memory)' : `pglite (${dataDir})`,
    query: root.query,
    exec: root.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
