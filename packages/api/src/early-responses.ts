import axios, { AxiosError, CanceledError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/**
 * Reads the page started before this client existed (rule 13: the bootstrap is parallel). The
 * shell's entry asks for the first screen's public reads (settings, coin lists) as soon as
 * config.js has run, a round trip or more before the app's code arrives, and with the session
 * token from storage for the signed-in reads of the shell and of the current path's page (named
 * in its route table: @atrium/platform/first-reads), and leaves them in
 * `window.__ATRIUM_EARLY_GETS__`, keyed by method and full URL. An early read names its language
 * in the URL (`?lang=`: a preload cannot send the `language` header; @atrium/platform/early-gets),
 * so the client looks for its request's URL with `lang` set to the language it sends. It takes
 * one, once, only when it was read in that language (else it asks itself, in its own language),
 * with the token this request carries (a read sent with a token answers no other session), and
 * while it is fresh; it treats it as its own request (timeout, catalogue): the call behaves as
 * before, only sooner. A read that failed on the way (no answer, a failed status) is dropped and
 * the request goes to the network as if there had been none.
 */
export interface EarlyRead {
  response: Promise<Response>;
  /** The session token it was sent with; null for a public read, which any session may take. */
  token: string | null;
  /** When it was sent (Date.now()): an older read is stale (EARLY_READ_MAX_AGE_MS). */
  sentAt: number;
}

/** Set by the shell's entry (shell/src/boot/early-gets.ts) on the page's global object. */
export interface EarlyGetsGlobal {
  __ATRIUM_EARLY_GETS__?: Map<string, EarlyRead>;
}

/** An early read not taken within this long after it was sent is not taken at all: the page reads afresh. */
export const EARLY_READ_MAX_AGE_MS = 30_000;

/** The early read kept under `key` for a request carrying `token`, removed whether it is taken or not. */
export function takeEarlyRead(key: string, token: string | null): EarlyRead | undefined {
  const early = (globalThis as EarlyGetsGlobal).__ATRIUM_EARLY_GETS__;
  const read = early?.get(key);
  early?.delete(key);
  if (!read || (read.token !== null && read.token !== token)) return undefined;
  return Date.now() - read.sentAt <= EARLY_READ_MAX_AGE_MS ? read : undefined;
}

/**
 * Where an early read of `url` in `language` is kept (`METHOD url`), as
 * @atrium/platform/early-gets builds it (earlyReadKey of earlyGetUrl): the URL itself in the
 * app's default language (en), else with `lang` set; its query in name order.
 */
export function earlyReadKey(method: string, url: string, language: string): string {
  let key = url;
  try {
    const parsed = new URL(url);
    if (language !== 'en') parsed.searchParams.set('lang', language);
    parsed.searchParams.sort();
    key = parsed.href;
  } catch {
    // a relative URL (no base): no early read was made for it
  }
  return `${method.toUpperCase()} ${key}`;
}

/** The only body an early POST read is sent with (the client's `http.post(path, {})`, serialised). */
const EMPTY_BODY = '{}';

/** The early response, or a cancel once the request's signal fires first (its timeout, its caller). */
function untilAborted(early: Promise<Response>, config: InternalAxiosRequestConfig): Promise<Response> {
  const signal = config.signal as AbortSignal | undefined;
  return new Promise((resolve, reject) => {
    const cancel = () => reject(new CanceledError(undefined, config));
    if (signal?.aborted) return cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    early.then(resolve, (error: unknown) => reject(AxiosError.from(error, AxiosError.ERR_NETWORK, config)));
  });
}

/** A fetch Response as axios answers: the body as text (axios parses JSON itself), a non-2xx status rejected. */
async function asAxiosResponse(response: Response, config: InternalAxiosRequestConfig): Promise<AxiosResponse> {
  const data = config.responseType === 'blob' ? await response.blob() : await response.text();
  const answer: AxiosResponse = {
    data,
    status: response.status,
    statusText: response.statusText,
    headers: Object.fromEntries(response.headers),
    config,
    request: null,
  };
  if (config.validateStatus ? config.validateStatus(response.status) : response.ok) return answer;
  const code = response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  throw new AxiosError(`Request failed with status code ${response.status}`, code, config, null, answer);
}

/**
 * The client's adapter: a read the page started early is answered from it, any other request
 * (or one whose early read failed) goes out through `transport` (axios's own adapter for the
 * platform unless a test gives one).
 */
export function answerEarlyGets(transport?: AxiosAdapter): AxiosAdapter {
  const send: AxiosAdapter = transport ?? ((config) => axios.getAdapter(axios.defaults.adapter, config)(config));
  return async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const readable = method === 'GET' || (method === 'POST' && config.data === EMPTY_BODY);
    const language = String(config.headers?.get?.('language') ?? '');
    const token = config.headers?.get?.('authorization');
    const early = readable ? takeEarlyRead(earlyReadKey(method, axios.getUri(config), language), typeof token === 'string' && token !== '' ? token : null) : undefined;
    if (!early) return send(config);
    let response: Response;
    try {
      response = await untilAborted(early.response, config);
    } catch (error) {
      if (error instanceof CanceledError) throw error;
      return send(config); // no answer came: ask as if there had been no early read
    }
    // A failed status (a gateway, an overloaded API) is asked again; an answer of the API's own, a refusal too, is the request's.
    if (response.status >= 500 || response.status === 408 || response.status === 429) return send(config);
    return asAxiosResponse(response, config);
  };
}
