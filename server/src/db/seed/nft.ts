import type { Queryable } from '../db.js';
import type { TenantSeed } from './tenants.js';

/** The nft seed of a tenant (issue 8). */
export async function seedNft(_tx: Queryable, _tenant: TenantSeed, _now: number): Promise<void> {}
