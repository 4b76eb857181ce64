import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { moneyEndpointOf } from './money-endpoints';
import { endpointOf } from './submit-guard';
import type { ClientWiring } from './wiring';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The key to send, when the caller re-sends one logical submit itself. */
    idempotencyKey?: string;
  }
}

/**
 * The Idempotency-Key of a money endpoint (rule 14; every entry of money-endpoints.ts, the spec's
 * five guarded submits among them). A submit whose outcome the user did not see
 * succeed (a timeout, a lost answer, an HTTP 500, a body that was not JSON) may still have been
 * made at the server: when the user sends the same submission again, it carries the same key, so
 * the server answers the first one instead of making a second order. A changed form, or a
 * submission that succeeded, gets a new key (the server refuses a key reused for other fields, and
 * rolls the key back with any refusal, so a retry after one runs again).
 */
const unsettled = new Map<string, { payload: string; key: string }>();

const newKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The key for this submission: the unsettled one when the same payload is sent again, else a new one. */
export function submitKeyFor(endpoint: string, payload: string | null): string {
  const last = unsettled.get(endpoint);
  if (payload !== null && last?.payload === payload) return last.key;
  const key = newKey();
  // A payload that cannot be compared (a file upload) is never re-used.
  if (payload === null) unsettled.delete(endpoint);
  else unsettled.set(endpoint, { payload, key });
  return key;
}

/** The submission succeeded: its key is spent, and its payload (it may hold a fund password) forgotten. */
export function settleSubmitKey(endpoint: string): void {
  unsettled.delete(endpoint);
}

/** What makes two submissions the same: the URL, the query and the body (a form cannot be compared). */
const payloadOf = (config: InternalAxiosRequestConfig) =>
  config.data instanceof FormData ? null : JSON.stringify([config.url, config.params ?? null, config.data ?? null]);

/** Whether a request goes to an endpoint of the money list. */
const movesMoney = (config: InternalAxiosRequestConfig) => moneyEndpointOf(config.method, endpointOf(config.url)) !== undefined;

/**
 * The request interceptor: a request to a money endpoint carries its key when the backend honours
 * keys. It runs after the duplicate-submit guard, so a repeat the guard blocked takes no key.
 */
export function attachIdempotencyKey(host: Pick<ClientWiring, 'idempotencyKeys'>) {
  return (config: InternalAxiosRequestConfig): InternalAxiosRequestConfig => {
    if (!host.idempotencyKeys || !movesMoney(config)) return config;
    config.headers.set('Idempotency-Key', config.idempotencyKey ?? submitKeyFor(endpointOf(config.url), payloadOf(config)));
    return config;
  };
}

/** The response interceptor, after the catalogue: only a success (code 200) reaches it, and spends the key. */
export function settleIdempotencyKey(response: AxiosResponse): AxiosResponse {
  if (movesMoney(response.config)) settleSubmitKey(endpointOf(response.config.url));
  return response;
}
