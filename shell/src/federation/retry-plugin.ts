import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One quiet second try for a remote's manifest and entry script: a dropped connection on a
 * phone should not show a fallback. The route's Retry button covers longer outages. (Our own
 * small plugin rather than @module-federation/retry-plugin: that one brings a second copy of
 * the federation SDK, about 8 KB gzip, into the first load.)
 */
export function retryPlugin({ retries = 1, delayMs = 300 } = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'atrium-retry',
    async fetch(url, init) {
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
    },
    loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) => {
      // The failed script load is cached under uniqueKey until this hook returns: drop it first.
      delete globalLoading[uniqueKey];
      await sleep(delayMs);
      // The runtime awaits what this returns; its type asks for a promise of the entry.
      return getRemoteEntry({ origin, remoteInfo, remoteEntryExports }).then((entry) => entry || undefined);
    }) as NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>,
  };
}
