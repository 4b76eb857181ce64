import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { guardSubmit, releaseSubmit, isGuardedSubmit } from './submit-guard';

/** RuoYi-style bodies (spec §7). */
export interface Ok<T> {
  code: number;
  msg: string;
  data: T;
}
export interface Page<T> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
}

/** What the client tells its host app; the app decides how to show it (a toast, a page). */
export type ClientMessage = { kind: 'text'; text: string } | { kind: 'key'; key: 'system_error' | 'network_anomaly' | 'please_wait' };

export interface ClientWiring {
  baseURL: string;
  getToken(): string | null;
  /** The page's language attribute (spec §4): sent as `language` and `lang`. */
  getLanguage(): string;
  /** A token-related server error (spec §8): sign out and reload after 10 ms. */
  onAuthError(): void;
  /** Code 500 with "Ip Prohibit" (spec §8): show the blocked-IP page. */
  onBlockedIp(): void;
  notify(message: ClientMessage): void;
  /** rule 14: send an Idempotency-Key on the five submit endpoints when the backend honours it. */
  idempotencyKeys?: boolean;
  /** rule 14: passwords and codes go in the request body, not the query string, when the backend reads them there. */
  secretsInBody?: boolean;
}

/** A rejected call: the reason is already shown to the user unless the call was silent. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly code: number | null,
    readonly kind: 'business' | 'network' | 'auth' | 'blocked' | 'duplicate',
  ) {
    super(message);
  }
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Reject without telling the user (calls whose failure shows nothing, spec §8). */
    silent?: boolean;
    /** Reuse a key when re-sending the same logical submit. */
    idempotencyKey?: string;
  }
}

/** Spec §9: the HTTP timeout. */
export const TIMEOUT_MS = 10_000;

/** The one HTTP client. Endpoint functions use it; the shell wires it once with `configureClient`. */
export const http = axios.create({ timeout: TIMEOUT_MS, headers: { 'Content-Type': 'application/json' } });

let wiring: ClientWiring | null = null;

const newKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

function onRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (!wiring) throw new ApiError('the API client is not configured', null, 'network');
  config.baseURL = wiring.baseURL;
  const token = wiring.getToken();
  if (token) {
    config.headers.set('authorization', token);
    config.headers.set('satoken', token);
  }
  const language = wiring.getLanguage();
  config.headers.set('language', language);
  config.headers.set('lang', language);
  if (isGuardedSubmit(config)) {
    if (!guardSubmit(config)) {
      wiring.notify({ kind: 'key', key: 'please_wait' });
      throw new ApiError('please_wait', null, 'duplicate');
    }
    if (wiring.idempotencyKeys) config.headers.set('Idempotency-Key', config.idempotencyKey ?? newKey());
  }
  return config;
}

function onResponse(response: AxiosResponse): AxiosResponse {
  releaseSubmit(response.config);
  // A file is not a RuoYi body: its HTTP status already said it arrived.
  if (response.config.responseType === 'blob') return response;
  const body = response.data as Partial<Ok<unknown>> | undefined;
  if (body && typeof body === 'object' && body.code === 200) return response;
  const msg = typeof body?.msg === 'string' ? body.msg : '';
  const code = typeof body?.code === 'number' ? body.code : null;
  if (code === 500 && msg.includes('Ip Prohibit')) {
    wiring?.onBlockedIp();
    throw new ApiError(msg, code, 'blocked');
  }
  if (code === 500 && msg.includes('Token')) {
    wiring?.onAuthError();
    throw new ApiError(msg, code, 'auth');
  }
  if (!response.config.silent) wiring?.notify(msg ? { kind: 'text', text: msg } : { kind: 'key', key: 'system_error' });
  throw new ApiError(msg || 'System error', code, 'business');
}

function onFailure(error: unknown): never {
  if (error instanceof ApiError) throw error;
  const config = error instanceof AxiosError ? error.config : undefined;
  if (config) releaseSubmit(config);
  if (!config?.silent) wiring?.notify({ kind: 'key', key: 'network_anomaly' });
  const status = error instanceof AxiosError ? (error.response?.status ?? null) : null;
  throw new ApiError('Network anomaly', status, 'network');
}

// Synchronous: the token and language are read when the call is made, not a tick later
// (sign-out sends loginOut and clears the session in the same tick).
http.interceptors.request.use(onRequest, undefined, { synchronous: true });
http.interceptors.response.use(onResponse, onFailure);

/** Wires the client to the host app (rule 7); call once at boot, again to change the base. */
export function configureClient(next: ClientWiring): void {
  wiring = next;
}

/**
 * POSTs a call whose fields include secrets (passwords, codes). The spec sends them in the query
 * string, where they end up in access logs; a backend that reads them from the body gets them
 * there instead (rule 14, capability `secretsInBody`).
 */
export function postSecret<T>(url: string, fields: Record<string, string | number | undefined>) {
  return wiring?.secretsInBody ? http.post<Ok<T>>(url, fields) : http.post<Ok<T>>(url, {}, { params: fields });
}
