/**
 * One page's network as the DevTools protocol reports it: the requests it made, which came over
 * the network and which from a cache, the gzip size of every script it ran, and when the network
 * went quiet.
 */
import { gzipSync } from 'node:zlib';
import type { CDPSession } from 'playwright-core';

export interface Tally {
  /** Requests made (data: URLs aside), cached or not. */
  requests: number;
  /** Of those, the ones that went over the network (not memory, disk or service-worker cache). */
  networkRequests: number;
  /** gzip -6 of each script's body, as the byte budget counts them: what the page runs. */
  jsGzipBytes: number;
  scripts: number;
}

export interface NetworkTally {
  /** The counts so far. */
  tally(): Tally;
  /** Resolves once no request has been in flight for `quietMs` (or after `maxMs`): Date.now() of the last activity. */
  quiet(quietMs: number, maxMs: number): Promise<number>;
}

/**
 * Counts the requests of the page behind `cdp` (Network must be enabled on it), except those
 * `notThePage` names: the shell's idle preloading of other remotes is not this page's load, and
 * it may start before or after the page's own lazy code does, so a cut-off in time would count a
 * page's code in one build and not in the other.
 */
export function tallyNetwork(cdp: CDPSession, notThePage?: (url: string) => boolean): NetworkTally {
  const counted = new Set<string>();
  const cached = new Set<string>();
  const scripts = new Set<string>();
  const inFlight = new Set<string>();
  const bodies: Promise<void>[] = [];
  let lastActivity = Date.now();
  const totals = { jsGzipBytes: 0 };

  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    lastActivity = Date.now();
    inFlight.add(event.requestId);
    if (!notThePage?.(event.request.url)) counted.add(event.requestId);
  });
  cdp.on('Network.requestServedFromCache', (event) => cached.add(event.requestId));
  cdp.on('Network.responseReceived', (event) => {
    if (event.response.fromDiskCache || event.response.fromServiceWorker || event.response.fromPrefetchCache) cached.add(event.requestId);
    if (event.type === 'Script' && counted.has(event.requestId)) scripts.add(event.requestId);
  });
  const finished = (requestId: string) => {
    lastActivity = Date.now();
    inFlight.delete(requestId);
  };
  cdp.on('Network.loadingFinished', (event) => {
    finished(event.requestId);
    if (!scripts.has(event.requestId)) return;
    bodies.push(
      cdp
        .send('Network.getResponseBody', { requestId: event.requestId })
        .then(({ body, base64Encoded }) => void (totals.jsGzipBytes += gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8')).length))
        .catch(() => {
          /* the page went away first: the script is counted, its size is not */
        }),
    );
  });
  cdp.on('Network.loadingFailed', (event) => finished(event.requestId));

  return {
    tally: () => ({
      requests: counted.size,
      networkRequests: [...counted].filter((id) => !cached.has(id)).length,
      scripts: scripts.size,
      ...totals,
    }),
    async quiet(quietMs, maxMs) {
      const deadline = Date.now() + maxMs;
      while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastActivity < quietMs)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await Promise.all(bodies);
      return lastActivity;
    },
  };
}
