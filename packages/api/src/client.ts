import { endpointOf, guardSubmit, releaseSubmit, isGuardedSubmit } from './submit-guard';
import { settleSubmitKey, submitKeyFor } from './submit-key';
import { withQuery, type QueryParams } from './query-string';
import { takeEarlyResponse } from './early-responses';

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

/** What an endpoint function may say about one call, besides its URL and body. */
export interface RequestConfig {
  params?: QueryParams;
  /** Reject without telling the user (calls whose failure shows nothing, spec §8). */
  silent?: boolean;
  /** Reuse a key when re-sending the same logical submit. */
  idempotencyKey?: string;
  /** 'blob': a file, returned as it arrived (not a RuoYi body). */
  responseType?: 'json' | 'blob';
}

export interface HttpResponse<T> {
  data: T;
  status: number;
}

/** Spec §9: the HTTP timeout. */
export const TIMEOUT_MS = 10_000;

let wiring: ClientWiring | null = null;

const isAbsolute = (url: string) => /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);
const under = (base: string, url: string) => (isAbsolute(url) ? url : `${base.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`);

/** Why `fetch` or reading its body failed, with the HTTP status when there was one. */
class NetworkFailure extends Error {
  constructor(readonly status: number | null) {
    super('Network anomaly');
  }
}

/**
 * A 200 whose body is not JSON (a captive portal's page, a truncated answer) carries no code: the
 * catalogue's answer to that is "System error" (spec §8), not a crash.
 */
function bodyOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The response `early` will give, or the abort's error once `signal` fires first (the timeout). */
function untilAborted(early: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    early.then(resolve, reject);
  });
}

async function exchange(url: string, init: RequestInit, blob: boolean, early?: Promise<Response>): Promise<HttpResponse<unknown>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const response = await (early ? untilAborted(early, controller.signal) : fetch(url, { ...init, signal: controller.signal }));
    if (!response.ok) throw new NetworkFailure(response.status);
    return { data: blob ? await response.blob() : bodyOf(await response.text()), status: response.status };
  } catch (error) {
    throw error instanceof NetworkFailure ? error : new NetworkFailure(null);
  } finally {
    clearTimeout(timer);
  }
}

/** Spec §8: what a RuoYi body other than code 200 means. */
function refuse(body: unknown, silent: boolean | undefined, host: ClientWiring): never {
  const { msg: rawMsg, code: rawCode } = (body && typeof body === 'object' ? body : {}) as Partial<Ok<unknown>>;
  const msg = typeof rawMsg === 'string' ? rawMsg : '';
  const code = typeof rawCode === 'number' ? rawCode : null;
  if (code === 500 && msg.includes('Ip Prohibit')) {
    host.onBlockedIp();
    throw new ApiError(msg, code, 'blocked');
  }
  if (code === 500 && msg.includes('Token')) {
    host.onAuthError();
    throw new ApiError(msg, code, 'auth');
  }
  if (!silent) host.notify(msg ? { kind: 'text', text: msg } : { kind: 'key', key: 'system_error' });
  throw new ApiError(msg || 'System error', code, 'business');
}

// Everything before the first `await` runs in the caller's tick: the token and language are read
// when the call is made (sign-out sends loginOut and clears the session in the same tick), and a
// repeated submit is refused before the first one can answer.
async function request<T>(method: string, url: string, body: unknown, config: RequestConfig = {}): Promise<HttpResponse<T>> {
  const host = wiring;
  if (!host) throw new ApiError('the API client is not configured', null, 'network');
  // FormData: the browser writes the multipart Content-Type with its boundary.
  const json = body !== undefined && !(body instanceof FormData);
  const headers: Record<string, string> = json ? { 'Content-Type': 'application/json' } : {};
  const payload = json ? JSON.stringify(body) : (body as FormData | undefined);
  const token = host.getToken();
  if (token) headers.authorization = headers.satoken = token;
  headers.language = headers.lang = host.getLanguage();
  const guarded = isGuardedSubmit(url);
  const target = withQuery(url, config.params);
  if (guarded) {
    if (!guardSubmit(url)) {
      host.notify({ kind: 'key', key: 'please_wait' });
      throw new ApiError('please_wait', null, 'duplicate');
    }
    if (host.idempotencyKeys) {
      headers['Idempotency-Key'] = config.idempotencyKey ?? submitKeyFor(endpointOf(url), body instanceof FormData ? null : `${target}\n${payload ?? ''}`);
    }
  }
  try {
    const full = under(host.baseURL, target);
    const early = method === 'GET' ? takeEarlyResponse(full) : undefined;
    const response = await exchange(full, { method, headers, body: payload }, config.responseType === 'blob', early);
    // A file is not a RuoYi body: its HTTP status already said it arrived.
    if (config.responseType === 'blob' || (response.data as Partial<Ok<unknown>> | null)?.code === 200) {
      if (guarded) settleSubmitKey(endpointOf(url));
      return response as HttpResponse<T>;
    }
    return refuse(response.data, config.silent, host);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (!config.silent) host.notify({ kind: 'key', key: 'network_anomaly' });
    throw new ApiError('Network anomaly', error instanceof NetworkFailure ? error.status : null, 'network');
  } finally {
    if (guarded) releaseSubmit(url);
  }
}

/** The one HTTP client. Endpoint functions use it; the shell wires it once with `configureClient`. */
export const http = {
  get: <T>(url: string, config?: RequestConfig) => request<T>('GET', url, undefined, config),
  delete: <T>(url: string, config?: RequestConfig) => request<T>('DELETE', url, undefined, config),
  post: <T>(url: string, body?: unknown, config?: RequestConfig) => request<T>('POST', url, body, config),
};

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
