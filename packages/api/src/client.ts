import type { AxiosAdapter, AxiosInstance, AxiosProgressEvent } from 'axios';
import { ApiError } from './api-error';
import { createHttpClient } from './http-client';
import type { ClientWiring } from './wiring';

export { ApiError, type ApiErrorKind } from './api-error';
export { TIMEOUT_MS } from './request-timeout';
export type { ClientMessage, ClientWiring } from './wiring';

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

/** The flat query parameters the endpoints send: no arrays or nested objects. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** What every endpoint function takes last: aborting `signal` rejects the call as `cancelled`, without a toast. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** How much of an upload has left: bytes sent, and of how many (null when the browser cannot tell). */
export interface UploadProgress {
  loaded: number;
  total: number | null;
}

/** What an upload takes last: its cancel, and a callback for a progress bar. */
export interface UploadOptions extends CallOptions {
  onUploadProgress?(progress: UploadProgress): void;
}

/** What a guarded submit takes last: its cancel, and the key when the caller re-sends one logical submit itself. */
export interface SubmitOptions extends CallOptions {
  idempotencyKey?: string;
}

/** What an endpoint function may say about one call, besides its URL and body. */
export interface RequestConfig extends UploadOptions, SubmitOptions {
  params?: QueryParams;
  /** Reject without telling the user (calls whose failure shows nothing, spec §8). */
  silent?: boolean;
  /** 'blob': a file, returned as it arrived (not a RuoYi body). */
  responseType?: 'json' | 'blob';
}

export interface HttpResponse<T> {
  data: T;
  status: number;
}

let client: AxiosInstance | null = null;
let wiring: ClientWiring | null = null;

/**
 * Wires the client to the host app (rule 7): one axios instance for this wiring. Call once at
 * boot, again to change the base. `transport` is how requests leave: the platform's (XHR in a
 * browser) unless a test gives a fake adapter.
 */
export function configureClient(next: ClientWiring, transport?: AxiosAdapter): void {
  wiring = next;
  client = createHttpClient(next, transport);
}

const progressOf = (report: (progress: UploadProgress) => void) => (event: AxiosProgressEvent) =>
  report({ loaded: event.loaded, total: event.total ?? null });

function send<T>(method: 'get' | 'post', url: string, data: unknown, config: RequestConfig = {}): Promise<HttpResponse<T>> {
  if (!client) return Promise.reject(new ApiError('the API client is not configured', null, 'network', false));
  const { onUploadProgress, ...rest } = config;
  return client.request<T>({ method, url, data, ...rest, ...(onUploadProgress ? { onUploadProgress: progressOf(onUploadProgress) } : {}) });
}

/**
 * The one HTTP client the endpoint functions use. A POST always carries a JSON object (an empty
 * one when its fields are in the query string); a FormData goes as multipart.
 */
export const http = {
  get: <T>(url: string, config?: RequestConfig) => send<T>('get', url, undefined, config),
  post: <T>(url: string, body?: unknown, config?: RequestConfig) => send<T>('post', url, body ?? {}, config),
};

/**
 * POSTs a call whose fields include secrets (passwords, codes). The spec sends them in the query
 * string, where they end up in access logs; a backend that reads them from the body gets them
 * there instead (rule 14, capability `secretsInBody`).
 */
export function postSecret<T>(url: string, fields: Record<string, string | number | undefined>, options?: SubmitOptions) {
  return wiring?.secretsInBody ? http.post<Ok<T>>(url, fields, options) : http.post<Ok<T>>(url, {}, { ...options, params: fields });
}
