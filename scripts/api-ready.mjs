// @ts-check
/**
 * Waiting for the platform to answer before saying it is ready: `npm start` prints its URL only
 * once the reference API answers its health check through the static host (the path a visitor's
 * /api calls take), so the first page served never meets a proxy with nothing behind it.
 */

/**
 * @typedef {object} WaitOptions
 * @property {string} url The health check to poll (`http://localhost:8080/api/health`).
 * @property {number} [timeoutMs] How long to wait in all before giving up.
 * @property {number} [intervalMs] The pause between two tries.
 * @property {number} [attemptTimeoutMs] How long one try may take.
 * @property {Promise<unknown>} [stopped] Settles when the platform stopped: no use waiting on.
 * @property {typeof fetch} [fetch]
 * @property {() => number} [now]
 * @property {(ms: number) => Promise<void>} [sleep]
 */

/**
 * Resolves once `url` answers 200 with the API's `{data: {status: 'ok'}}`; rejects with what it
 * last saw when that does not happen within `timeoutMs`, or when the platform stops first.
 * @param {WaitOptions} options
 */
export async function waitForHealth({
  url,
  timeoutMs = 120_000,
  intervalMs = 500,
  attemptTimeoutMs = 5_000,
  stopped,
  fetch: get = fetch,
  now = Date.now,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}) {
  const deadline = now() + timeoutMs;
  let gaveUp = false;
  let last = 'no answer yet';
  const stoppedFirst = stopped?.then(() => {
    gaveUp = true;
    throw new Error(`the platform stopped before ${url} answered (last: ${last})`);
  });
  // Rejections of the race's loser are handled here, so only the winner's surfaces.
  stoppedFirst?.catch(() => {});
  const poll = (async () => {
    for (;;) {
      if (gaveUp) return;
      try {
        const response = await get(url, { signal: AbortSignal.timeout(attemptTimeoutMs) });
        const body = await response.json().catch(() => undefined);
        if (response.ok && body?.data?.status === 'ok') return;
        last = `HTTP ${response.status}${body?.msg ? ` ${body.msg}` : ''}`;
      } catch (error) {
        last = describe(error);
      }
      if (now() + intervalMs > deadline) throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s (last: ${last})`);
      await sleep(intervalMs);
    }
  })();
  poll.catch(() => {});
  await (stoppedFirst ? Promise.race([poll, stoppedFirst]) : poll);
  gaveUp = true;
}

/** A failed fetch in a word: the cause (ECONNREFUSED, a timeout) rather than "fetch failed". @param {unknown} error */
function describe(error) {
  if (!(error instanceof Error)) return String(error);
  const cause = /** @type {{ code?: string; message?: string } | undefined} */ (error.cause);
  return cause?.code ?? cause?.message ?? error.message;
}
