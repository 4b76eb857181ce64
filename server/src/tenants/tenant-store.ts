import type { Queryable } from '../db/db.js';
import type { Settings, WhitePaper } from '../contract.js';
import { BusinessError } from '../http/reply.js';

export interface TenantRow {
  name: string;
  displayName: string;
  settings: Settings;
  whitePaper: WhitePaper | null;
}

export async function findTenant(db: Queryable, name: string): Promise<TenantRow | undefined> {
  const [row] = await db.query<TenantRow>(
    'SELECT name, display_name AS "displayName", settings, white_paper AS "whitePaper" FROM tenants WHERE name = $1',
    [name],
  );
  return row;
}

export async function requireTenant(db: Queryable, name: string): Promise<TenantRow> {
  const tenant = await findTenant(db, name);
  if (!tenant) throw new BusinessError(`Unknown tenant: ${name}`);
  return tenant;
}

/** One query for the guard of every /api call: does the tenant exist, and is this address blocked? */
export async function checkAccess(db: Queryable, tenant: string, ip: string): Promise<{ exists: boolean; blocked: boolean }> {
  const [row] = await db.query<{ blocked: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM blocked_ips WHERE tenant = $1 AND ip = $2) AS blocked FROM tenants WHERE name = $1',
    [tenant, ip],
  );
  return row ? { exists: true, blocked: row.blocked } : { exists: false, blocked: false };
}

/** Shallow merge (jsonb ||): each top-level key of the patch replaces the tenant's. */
export async function patchSettings(db: Queryable, tenant: string, patch: Record<string, unknown>): Promise<Settings> {
  const [row] = await db.query<{ settings: Settings }>(
    'UPDATE tenants SET settings = settings || $2::jsonb WHERE name = $1 RETURNING settings',
    [tenant, JSON.stringify(patch)],
  );
  if (!row) throw new BusinessError(`Unknown tenant: ${tenant}`);
  return row.settings;
}

export async function blockIp(db: Queryable, tenant: string, ip: string, now: number): Promise<void> {
  await requireTenant(db, tenant);
  await db.query('INSERT INTO blocked_ips (tenant, ip, create_time) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [tenant, ip, now]);
}

export async function unblockIp(db: Queryable, tenant: string, ip: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM blocked_ips WHERE tenant = $1 AND ip = $2 RETURNING ip', [tenant, ip]);
  return rows.length > 0;
}

export async function blockedIps(db: Queryable, tenant: string): Promise<string[]> {
  const rows = await db.query<{ ip: string }>('SELECT ip FROM blocked_ips WHERE tenant = $1 ORDER BY ip', [tenant]);
  return rows.map((r) => r.ip);
}
