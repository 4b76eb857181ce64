import type { Queryable } from '../db/db.js';
import { BusinessError } from '../http/reply.js';
import type { TenantRow } from '../tenants/tenant-store.js';
import { depositAddress, normaliseChainAddress, type Chain } from './chains.js';
import { deriveDepositAddress, DERIVATION_UNAVAILABLE, type DerivationService } from './deposit-address-service.js';

/**
 * Where a tenant's deposits go (issue 21; migration 032, tenants.deposit_config): the operator's
 * own addresses per coin and chain, else the operator's address-derivation service, else the
 * server's built-in addresses, which nobody holds keys to. Those are `demo`: the client shows them
 * with a "demo address, do not send real funds" warning, and a production server refuses them to
 * a tenant whose settings do not say `demo: true`.
 */
export interface DepositConfig {
  /** Per coin (lower case), per chain: one address every user of the tenant deposits to. */
  addresses?: Record<string, Partial<Record<Chain, string>>>;
  derivation?: DerivationService;
}

export interface ResolvedDepositAddress {
  address: string;
  /** A built-in address: nothing sent to it can ever be received. */
  demo: boolean;
}

const MISCONFIGURED = 'Deposits are misconfigured for this platform; please contact support';

async function readConfig(db: Queryable, tenant: string): Promise<DepositConfig> {
  const [row] = await db.query<{ config: unknown }>('SELECT deposit_config AS config FROM tenants WHERE name = $1', [tenant]);
  const config = row?.config ?? {};
  if (typeof config !== 'object' || config === null || Array.isArray(config)) throw new BusinessError(MISCONFIGURED);
  const { derivation } = config as DepositConfig;
  if (derivation !== undefined && !/^https?:\/\//.test(String(derivation?.url))) throw new BusinessError(MISCONFIGURED);
  return config as DepositConfig;
}

/** An address of the configuration or the service, refused unless it is one of that chain. */
function checked(chain: Chain, raw: unknown, error: string): string {
  const address = typeof raw === 'string' ? normaliseChainAddress(chain, raw.trim()) : undefined;
  if (!address) throw new BusinessError(error);
  return address;
}

/** The user's deposit address for a coin on a chain the tenant offers (checked by the caller). */
export async function resolveDepositAddress(
  db: Queryable,
  mode: 'development' | 'production',
  tenant: Pick<TenantRow, 'name' | 'settings'>,
  userId: number,
  coin: string,
  chain: Chain,
): Promise<ResolvedDepositAddress> {
  const config = await readConfig(db, tenant.name);
  const configured = config.addresses?.[coin]?.[chain];
  if (configured !== undefined) return { address: checked(chain, configured, MISCONFIGURED), demo: false };
  if (config.derivation) {
    const derived = await deriveDepositAddress(config.derivation, { tenant: tenant.name, userId, coin, chain });
    return { address: checked(chain, derived, DERIVATION_UNAVAILABLE), demo: false };
  }
  if (mode === 'production' && tenant.settings.demo !== true) {
    throw new BusinessError(`Deposits of ${coin.toUpperCase()} on ${chain} are not available: no deposit address is configured`);
  }
  return { address: depositAddress(tenant.name, userId, chain), demo: true };
}
