/** Spec §9: the first reconnect comes 3000 ms after an error or close. */
export const FIRST_RETRY_MS = 3000;
/** Later retries back off exponentially up to this cap, so a long outage does not hammer the server. */
export const MAX_RETRY_MS = 30_000;

/**
 * The wait before reconnect attempt `attempt` (0-based): 3 s the first time (spec §7), then
 * exponential backoff with "equal" jitter — a random wait in the upper half of a window that
 * doubles up to the cap, [w/2, w] with w = min(30 s, 3 s × 2^attempt) — so a thousand clients
 * dropped together do not come back together, yet no retry comes sooner than the first one
 * (full jitter could draw 0 ms and retry a refusing server at once) and the waits keep growing.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  if (attempt <= 0) return FIRST_RETRY_MS;
  const window = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
  return Math.floor(window / 2 + random() * (window / 2));
}
