/**
 * GETs the shell started before this client existed (rule 13: the bootstrap is parallel). The
 * shell's entry chunk asks for the first screen's public, language-independent reads (settings,
 * coin lists) as soon as config.js has run, a round trip or more before the app's code arrives,
 * and leaves the pending responses in `window.__ATRIUM_EARLY_GETS__`, keyed by full URL. The
 * client takes one, once, when it makes that same GET, and treats it as its own fetch (timeout,
 * catalogue): the call behaves as before, only sooner.
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
