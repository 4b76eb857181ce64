/**
 * The one database interface the server uses. Two implementations: PGlite (embedded, the
 * default: a file under DATA_DIR or memory) and PostgreSQL through `pg` (DATABASE_URL).
 * Both speak the same SQL; the implementations normalise the few type differences
 * (int8 comes back as a JS number, numeric as a string, jsonb as parsed JSON).
 */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2, …) and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** 'pglite (memory)', 'pglite (/path)', 'postgresql (host/db)': for the start-up line. */
  readonly label: string;
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A key for pg_advisory_xact_lock: serialises migration and seeding between processes sharing one database. */
export const SCHEMA_LOCK_KEY = 7_400_310;
