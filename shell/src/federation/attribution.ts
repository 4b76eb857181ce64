import { tenant, type RemoteName } from '@atrium/platform';

/** A remote's load timing or error, tagged with who it belongs to (issue 9 §8). */
export type RemoteEvent =
  | { kind: 'timing'; remote: RemoteName; version: string; what: 'probe' | 'load'; ms: number }
  | { kind: 'error'; remote: RemoteName; version: string; what: 'load' | 'quarantine' | 'render' | 'probe'; message: string };

/**
 * Sends one event where the tenant wants it: the console in development or without an endpoint,
 * else a beacon (it survives the page being closed, and never delays the app).
 */
export function attribute(event: RemoteEvent): void {
  const config = tenant();
  const tagged = { ...event, tenant: config.env };
  if (config.production && config.reporting.endpoint) {
    navigator.sendBeacon(config.reporting.endpoint, JSON.stringify(tagged));
  } else if (event.kind === 'timing') {
    console.info(`[atrium] ${event.remote}@${event.version} ${event.what}: ${Math.round(event.ms)} ms`, tagged);
  } else {
    console.error(`[atrium] ${event.remote}@${event.version} ${event.what} failed: ${event.message}`, tagged);
  }
}

/** Runs `work` and reports how long it took, whatever its outcome. */
export async function timed<T>(remote: RemoteName, version: string, what: 'probe' | 'load', work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    attribute({ kind: 'timing', remote, version, what, ms: performance.now() - start });
  }
}
