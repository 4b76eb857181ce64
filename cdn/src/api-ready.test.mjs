// @ts-check
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { waitForHealth } from '../../scripts/api-ready.mjs';

/** `npm start`'s wait (scripts/api-ready.mjs) against a stand-in of the proxied health check. */
let healthy = false;
let tries = 0;
const api = Fastify();
api.get('/api/health', async (_request, reply) => {
  tries += 1;
  // What the static host answers while the API is not listening yet: the proxy's gateway error.
  return healthy ? { code: 200, msg: 'ok', data: { status: 'ok' } } : reply.code(502).send({ code: 502, msg: 'Bad gateway' });
});
let url = '';
beforeAll(async () => {
  url = `${await api.listen({ port: 0, host: '127.0.0.1' })}/api/health`;
});
afterAll(() => api.close());

/** A clock that only moves when the wait sleeps: the bound is tested without waiting it out. */
const fakeTime = () => {
  let t = 0;
  return { now: () => t, sleep: async (/** @type {number} */ ms) => void (t += ms) };
};

describe('npm start’s wait for the API', () => {
  it('returns only once the health check answers ok, trying again meanwhile', async () => {
    healthy = false;
    tries = 0;
    const time = fakeTime();
    const waiting = waitForHealth({
      url,
      intervalMs: 10,
      now: time.now,
      // The API comes up after the third try.
      sleep: async (ms) => {
        if (tries >= 3) healthy = true;
        await time.sleep(ms);
      },
    });
    await expect(waiting).resolves.toBeUndefined();
    expect(tries).toBe(4);
  });

  it('fails clearly, naming what it saw last, when the API never answers within the bound', async () => {
    healthy = false;
    const time = fakeTime();
    await expect(waitForHealth({ url, timeoutMs: 5_000, intervalMs: 1_000, ...time })).rejects.toThrow(`${url} did not answer within 5 s (last: HTTP 502 Bad gateway)`);
  });

  it('names a refused connection (nothing listening yet) as what it saw', async () => {
    // A port that was just free: nothing listens on it.
    const gone = Fastify();
    const address = await gone.listen({ port: 0, host: '127.0.0.1' });
    await gone.close();
    const time = fakeTime();
    await expect(waitForHealth({ url: `${address}/api/health`, timeoutMs: 1_000, intervalMs: 500, ...time })).rejects.toThrow('(last: ECONNREFUSED)');
  });

  it('stops waiting when the platform stops first', async () => {
    healthy = false;
    await expect(waitForHealth({ url, intervalMs: 5, stopped: Promise.resolve() })).rejects.toThrow(`the platform stopped before ${url} answered`);
  });
});
