import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RetryOptions {
  retries?: number;
  delayMs?: number;
}

/** fetch with the quiet second try: the runtime's manifests and the gate's release probe share it. */
export async function fetchWithRetry(url: string, init: RequestInit, { retries = 1, delayMs = 300 }: RetryOptions = {}): Promise<Response> {
  let failure: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await sleep(delayMs);
    try {
      const response = await fetch(url, init);
      // A 404 will not heal in 300 ms; only server errors and network failures are retried.
      if (response.ok || response.status < 500) return response;
      failure = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

/**
 * One quiet second try for a remote's manifest and entry script: a dropped connection on a
 * phone should not show a fallback. The route's Retry button covers longer outages. (Our own
 * small plugin rather than @module-federation/retry-plugin: that one brings a second copy of
 * the federation SDK, about 8 KB gzip, into the first load.)
 *
 * `prefetched` answers a URL the shell already holds (the manifest the compatibility gate read),
 * so the runtime does not download it a second time.
 */
export function retryPlugin(
  { retries = 1, delayMs = 300, prefetched }: RetryOptions & { prefetched?: (url: string) => Response | undefined } = {},
): ModuleFederationRuntimePlugin {
  return {
    name: 'atrium-retry',
    fetch: async (url, init) => prefetched?.(url) ?? fetchWithRetry(url, init, { retries, delayMs }),
    loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) => {
      // The failed script load is cached under uniqueKey until this hook returns: drop it first.
      delete globalLoading[uniqueKey];
      await sleep(delayMs);
      // The runtime awaits what this returns; its type asks for a promise of the entry.
      return getRemoteEntry({ origin, remoteInfo, remoteEntryExports }).then((entry) => entry || undefined);
    }) as NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>,
  };
}
