import type { TenantConfig } from './tenant-config';

let current: TenantConfig | undefined;

/** Set once by the shell at boot; every remote reads the same config through `tenant()`. */
export function setTenant(config: TenantConfig): void {
  current = config;
}

/** The running tenant's config. Throws before the shell has booted. */
export function tenant(): TenantConfig {
  if (!current) throw new Error('@atrium/platform: the tenant config is not loaded yet');
  return current;
}
