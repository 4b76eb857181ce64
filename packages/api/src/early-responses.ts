import axios, { AxiosError, CanceledError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/**
 * GETs the shell started before this client existed (rule 13: the bootstrap is parallel). The
 * shell's entry chunk asks for the first screen's public, language-independent reads (settings,
 * coin lists) as soon as config.js has run, a round trip or more before the app's code arrives,
 * and leaves the pending responses in `window.__ATRIUM_EARLY_GETS__`, keyed by full URL. An early
 * read names its language in the URL (`?lang=`: a preload cannot send the `language` header;
 * @atrium/platform/early-gets), so the client looks for its GET's URL with `lang` set to the
 * language it sends: it takes one, once, only when it was read in that language (else it asks
 * itself, in its own language), and treats it as its own request (timeout, catalogue): the call
 * behaves as before, only sooner.
 */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = (globalThis as EarlyGetsGlobal).__ATRIUM_EARLY_GETS__;
  const response = early?.get(url);
  early?.delete(url);
  return response;
}

/** Set by the shell's entry (shell/src/boot/early-gets.ts) on the page's global object. */
export interface EarlyGetsGlobal {
  __ATRIUM_EARLY_GETS__?: Map<string, Promise<Response>>;
}

/**
 * Where an early read of `url` in `language` is kept, as @atrium/platform/early-gets earlyGetUrl
 * builds it: the URL itself in the app's default language (en), else with `lang` set.
 */
export function earlyReadKey(url: string, language: string): string {
  if (language === 'en') return url;
  try {
    const key = new URL(url);
    key.searchParams.set('lang', language);
    return key.href;
  } catch {
    return url; // a relative URL (no base): no early read was made for it
  }
}

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
 * The client's adapter: a GET the shell started early is answered from it, any other request
 * goes out through `transport` (axios's own adapter for the platform unless a test gives one).
 */
export function answerEarlyGets(transport?: AxiosAdapter): AxiosAdapter {
  const send: AxiosAdapter = transport ?? ((config) => axios.getAdapter(axios.defaults.adapter, config)(config));
  return async (config) => {
    const language = String(config.headers?.get?.('language') ?? '');
    const early = config.method === 'get' ? takeEarlyResponse(earlyReadKey(axios.getUri(config), language)) : undefined;
    if (!early) return send(config);
    return asAxiosResponse(await untilAborted(early, config), config);
  };
}
