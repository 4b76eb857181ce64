/** Spec §9: the first reconnect comes 3000 ms after an error or close. */
export const FIRST_RETRY_MS = 3000;
/** Later retries back off exponentially up to this cap, so a long outage does not hammer the server. */
export const MAX_RETRY_MS = 30_000;

/**
 * The wait before reconnect attempt `attempt` (0-based): 3 s the first time (spec §7), then
 * exponential backoff with full jitter — a random wait in [0, min(cap, 3 s × 2^attempt)] — so
 * a thousand clients dropped together do not come back together.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  if (attempt <= 0) return FIRST_RETRY_MS;
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
  return Math.floor(random() * ceiling);
}
