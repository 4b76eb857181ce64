import { readdir, readFile } from 'node:fs/promises';
import { SCHEMA_LOCK_KEY, type Db } from './db.js';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const FILE_NAME = /^(\d{3})-[a-z0-9-]+\.sql$/;

export interface Migration {
  id: number;
  name: string;
  sql: string;
}

/** The numbered SQL files of src/db/migrations, in order. */
export async function loadMigrations(): Promise<Migration[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const name of files) {
    const match = FILE_NAME.exec(name);
    if (!match) throw new Error(`migration file name must be NNN-name.sql: ${name}`);
    migrations.push({ id: Number(match[1]), name, sql: await readFile(new URL(name, MIGRATIONS_DIR), 'utf8') });
  }
  const ids = migrations.map((m) => m.id);
  if (new Set(ids).size !== ids.length) throw new Error(`two migrations share a number: ${ids.join(', ')}`);
  return migrations;
}

/**
 * Applies the migrations not yet applied, each in its own transaction together with its row in
 * schema_migrations, so a failing file leaves nothing behind. The advisory lock lets several
 * processes start against one PostgreSQL at once.
 */
export async function migrate(db: Db, now: () => number): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id int PRIMARY KEY,
    name text NOT NULL,
    applied_at bigint NOT NULL
  )`);
  const applied: string[] = [];
  for (const migration of await loadMigrations()) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
      if (done.length > 0) return;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id, name, applied_at) VALUES ($1, $2, $3)', [
        migration.id,
        migration.name,
        now(),
      ]);
      applied.push(migration.name);
    });
  }
  return applied;
}
