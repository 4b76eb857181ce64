import pg from 'pg';
import type { Db, Queryable } from './db.js';

const INT8_OID = 20;

export interface PostgresOptions {
  connectionString: string;
  /** A schema to work in (created if missing): tests give each file its own. */
  schema?: string;
  /** Drop that schema on close (a test's throwaway schema). */
  dropSchemaOnClose?: boolean;
}

/** PostgreSQL through a `pg` pool, for a shared environment (DATABASE_URL). */
export async function openPostgres(options: PostgresOptions): Promise<Db> {
  const { schema } = options;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name: ${schema}`);

  if (schema) {
    // Create the schema before the pool starts pointing search_path at it.
    const setup = new pg.Client({ connectionString: options.connectionString });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await setup.end();
    }
  }

  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: 5,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    // Counts and epoch-millisecond columns are int8; PGlite returns them as numbers, so does this.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client dropping (server restart) must not crash the process.
  pool.on('error', () => {});

  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  });

  const root = wrap(pool);
  const url = new URL(options.connectionString);
  return {
    label: `postgresql (${url.hostname}:${url.port || 5432}${url.pathname}${schema ? `, schema ${schema}` : ''})`,
    query: root.query,
    exec: root.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn(wrap(client));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (schema && options.dropSchemaOnClose) {
        await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      }
      await pool.end();
    },
  };
}
