import type { InternalAxiosRequestConfig } from 'axios';
import { ApiError } from './api-error';
import { MONEY_ENDPOINTS } from './money-endpoints';
import type { ClientWiring } from './wiring';

type Guarded = Extract<(typeof MONEY_ENDPOINTS)[number], { specGuarded: true }>['path'];

/** The five submit endpoints of spec §7 guarded against a repeat while one is in flight: the list's `specGuarded`. */
export const GUARDED_SUBMITS: readonly Guarded[] = MONEY_ENDPOINTS.flatMap((endpoint) => ('specGuarded' in endpoint ? [endpoint.path] : []));

/** Spec §7: the guard clears 1500 ms after a blocked repeat (a stuck request cannot lock the form). */
export const GUARD_RELEASE_MS = 1500;

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The guard's ticket of a guarded submit that went through: only its holder releases the guard. */
    submitTicket?: number;
  }
}

/** Which request holds an endpoint, and the timer that frees it after a blocked repeat. */
interface Holder {
  ticket: number;
  releaseTimer: ReturnType<typeof setTimeout> | null;
}

const holders = new Map<string, Holder>();
let lastTicket = 0;

/** The endpoint of a URL: its path without the query and the `/api` prefix. */
export function endpointOf(url: string | undefined): string {
  return (url ?? '').split('?')[0]!.replace(/^\/api(?=\/)/, '');
}

export function isGuardedSubmit(url: string | undefined): boolean {
  return (GUARDED_SUBMITS as readonly string[]).includes(endpointOf(url));
}

/**
 * Takes the endpoint for one request: its ticket, or null when another request holds it (the
 * repeat is blocked, and the holder loses it GUARD_RELEASE_MS later if it has not answered).
 */
export function takeSubmit(endpoint: string): number | null {
  const holder = holders.get(endpoint);
  if (!holder) {
    const ticket = ++lastTicket;
    holders.set(endpoint, { ticket, releaseTimer: null });
    return ticket;
  }
  holder.releaseTimer ??= setTimeout(() => releaseSubmit(endpoint, holder.ticket), GUARD_RELEASE_MS);
  return null;
}

/**
 * Frees the endpoint if `ticket` still holds it. A request the 1500 ms timer already dispossessed
 * (it timed out later, say) must not free the endpoint for the request that took it since.
 */
export function releaseSubmit(endpoint: string, ticket: number): void {
  const holder = holders.get(endpoint);
  if (holder?.ticket !== ticket) return;
  if (holder.releaseTimer) clearTimeout(holder.releaseTimer);
  holders.delete(endpoint);
}

/** The request interceptor: a repeat while the endpoint is held is refused with please_wait, before it is sent. */
export function guardSubmits(host: Pick<ClientWiring, 'notify'>) {
  return (config: InternalAxiosRequestConfig): InternalAxiosRequestConfig => {
    if (!isGuardedSubmit(config.url)) return config;
    const ticket = takeSubmit(endpointOf(config.url));
    if (ticket === null) {
      host.notify({ kind: 'key', key: 'please_wait' });
      throw new ApiError('please_wait', null, 'duplicate');
    }
    config.submitTicket = ticket;
    return config;
  };
}

/** After the answer or the failure (a refusal, the timeout, a cancel), the request gives its ticket back. */
export function releaseGuard(config: InternalAxiosRequestConfig | undefined): void {
  if (config?.submitTicket !== undefined) releaseSubmit(endpointOf(config.url), config.submitTicket);
}
