import type { TenantConfig } from '@atrium/platform';
import { gateTenantRemotes } from '../federation/remote-registry';
import { pageLoaded } from '../federation/html-preloads';
import { htmlPageOwner, startRouteTables } from '../federation/route-table-source';
import { yieldToMain } from './yield-to-main';

/**
 * Starts the remotes' gates (their manifests and route tables, data only), then ends the task.
 * The tables must be on their way before the router's first navigation asks for them. On a
 * remote's page (the HTML preloads its chain) its own table goes first and the page renders once
 * it is in; the other remotes' tables wait for the page's load, or for a path needing them. On a
 * shell page (/home, /sign-in) every gate starts at once: a dozen requests sent in the task's
 * microtasks, about half of the boot step they were part of (in a cold /sign-in's trace under the
 * mobile profile, 58 % of its 87 ms of CPU). The router, the API client and the first reads that
 * follow get a task of their own, and neither part blocks the main thread for long.
 */
export async function startRouteGates(config: TenantConfig): Promise<void> {
  const pageOwner = htmlPageOwner(config);
  startRouteTables(config, gateTenantRemotes(config, pageOwner, pageLoaded(config.remoteTimeoutMs)), pageOwner);
  await yieldToMain();
}
