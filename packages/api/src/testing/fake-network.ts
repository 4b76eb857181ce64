import axios, { AxiosError, CanceledError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/**
 * How the fake network answers one request; by default a RuoYi success. `raw` is the body as
 * text (a page that is not JSON); `progress` the upload events to emit first, as [loaded, total].
 */
export interface Reply {
  status?: number;
  body?: unknown;
  raw?: string;
  delay?: number;
  fail?: 'offline' | 'hang';
  progress?: [number, number | undefined][];
}

/** One request as it left the client: method, full URL, headers and the body as sent. */
export interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  config: InternalAxiosRequestConfig;
}

/** Resolves after `ms`, or rejects as a cancel when the request's signal fires first. */
function wait(ms: number | null, config: InternalAxiosRequestConfig): Promise<void> {
  const signal = config.signal as AbortSignal | undefined;
  return new Promise((resolve, reject) => {
    const cancel = () => reject(new CanceledError(undefined, config));
    if (signal?.aborted) return cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    if (ms !== null) setTimeout(resolve, ms);
  });
}

/**
 * An axios adapter standing in for the network in unit tests: it records every request and
 * answers from a queue of replies, as XHR would (the body as text, a non-2xx status rejected,
 * the request's signal honoured).
 */
export class FakeNetwork {
  readonly sent: Sent[] = [];
  readonly replies: Reply[] = [];

  reply(...replies: Reply[]): this {
    this.replies.push(...replies);
    return this;
  }

  readonly adapter: AxiosAdapter = async (config) => {
    this.sent.push({
      method: (config.method ?? 'get').toUpperCase(),
      url: axios.getUri(config),
      headers: Object.fromEntries(Object.entries(config.headers.toJSON()).map(([name, value]) => [name, String(value)])),
      body: config.data,
      config,
    });
    const reply = this.replies.shift() ?? {};
    for (const [loaded, total] of reply.progress ?? []) {
      config.onUploadProgress?.({ loaded, total, bytes: loaded, lengthComputable: total !== undefined, upload: true });
    }
    if (reply.fail === 'hang') await wait(null, config);
    if (reply.delay) await wait(reply.delay, config);
    if (reply.fail === 'offline') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const status = reply.status ?? 200;
    const ok = status >= 200 && status < 300;
    // By default a success answers a RuoYi success, a failed status an empty body.
    const text = reply.raw ?? (reply.body !== undefined ? JSON.stringify(reply.body) : ok ? JSON.stringify({ code: 200, msg: 'ok', data: null }) : '');
    const response: AxiosResponse = {
      data: config.responseType === 'blob' ? new Blob([text]) : text,
      status,
      statusText: String(status),
      headers: {},
      config,
      request: null,
    };
    if (ok) return response;
    throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
  };
}
