import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { RouteEntry } from './http/route-schemas.js';
import { FuzzCorpus } from './test/fuzz-corpus.js';
import type { Headers } from './test/http.js';
import { ledgerProblems } from './test/ledger.js';
import { useTestApp } from './test/use-test-app.js';

/**
 * Every route of the app (from its route catalogue, so a new route is fuzzed without touching
 * this file) gets seeded random and boundary requests, signed in and signed out: none may answer
 * 5xx, and the ledger's invariants hold afterwards. The seed makes a failure reproducible.
 */
/** Fixed, so CI runs the same requests; FUZZ_SEED=n explores other ones by hand. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/** Requests per route and identity; ~150 routes × (64 + 16) ≈ 12,000 business requests, ~10 s. */
const SIGNED_IN_CASES = 64;
const SIGNED_OUT_CASES = 16;
/** The development hooks mutate the world (clock, blocks, resets): fewer cases, after the rest. */
const DEV_CASES = 12;

/** Reseeding is a whole database's work; its body is tiny and tested in dev.test.ts. */
const SKIPPED = new Set(['POST /api/__dev/reset']);

interface Failure {
  route: string;
  request: string;
  status: number;
  body: string;
  /** The error the server logged for it (the newest). */
  cause: string | undefined;
}

let fuzzed = 0;
const failures: Failure[] = [];
/** What the answers were: HTTP 400s, business failures ({code: 500} on HTTP 200), successes, others. */
const outcomes = { malformed: 0, refused: 0, succeeded: 0, other: 0 };

/** The server's error log, so a 5xx in the report comes with its cause. */
const errors: string[] = [];

const t = useTestApp({
  app: { logger: { level: 'error', stream: { write: (line: string) => void errors.push(line) } } },
});

/** Requests to one route in flight together: races between submits must not break the books either. */
const PARALLEL = 4;

async function fuzz(route: RouteEntry, corpus: FuzzCorpus, headers: () => Headers, cases: number): Promise<void> {
  for (let i = 0; i < cases; i += PARALLEL) {
    // Generated in order before sending, so the requests depend on the seed only.
    const batch = Array.from({ length: Math.min(PARALLEL, cases - i) }, () => corpus.request(route, headers()));
    await Promise.all(batch.map((request) => send(route, request)));
  }
}

async function send(route: RouteEntry, request: InjectOptions): Promise<void> {
  const response = await t.app.inject(request);
  fuzzed++;
  const code = response.headers['content-type']?.toString().startsWith('application/json') ? response.json<{ code?: number }>().code : undefined;
  if (response.statusCode === 400) outcomes.malformed++;
  else if (response.statusCode === 200 && code === 500) outcomes.refused++;
  else if (response.statusCode === 200 && code === 200) outcomes.succeeded++;
  else outcomes.other++;
  if (response.statusCode >= 500) {
    failures.push({
      route: `${route.method} ${route.url}`,
      request: `${request.method} ${String(request.url).slice(0, 300)} ${String(request.payload ?? '').slice(0, 2000)}`,
      status: response.statusCode,
      body: response.body.slice(0, 300),
      cause: errors[errors.length - 1]?.slice(0, 1500),
    });
  }
}

describe('the schema floor on the real routes', () => {
  it('answers a body that is not a JSON object with 400 in the envelope on every route that takes one', async () => {
    const c = t.client;
    const auth = await c.signIn('demo', 'demo1234');
    const withBody = t.app.routeCatalogue.filter((r) => !r.websocket && r.method !== 'GET' && !SKIPPED.has(`${r.method} ${r.url}`));
    expect(withBody.length).toBeGreaterThan(80);
    const wrong: string[] = [];
    for (const route of withBody) {
      const url = route.url.replace(/:[A-Za-z_]\w*/g, '1');
      const response = await t.app.inject({ method: route.method as 'POST', url, payload: '["amount", 1]', headers: { ...auth, 'content-type': 'application/json' } });
      const body = response.json<{ code: number; msg: string }>();
      if (response.statusCode !== 400 || body.code !== 400 || !body.msg.startsWith('Invalid request')) wrong.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 100)}`);
    }
    expect(wrong).toEqual([]);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });
});

describe('the API under fuzzed input', () => {
  it('answers every random and boundary request without a 5xx, and the ledger stays whole', { timeout: 120_000 }, async () => {
    const c = t.client;
    const started = Date.now();
    const routes = t.app.routeCatalogue.filter((r) => !r.websocket && !SKIPPED.has(`${r.method} ${r.url}`));
    const business = routes.filter((r) => !r.url.startsWith('/api/__dev/'));
    const dev = routes.filter((r) => r.url.startsWith('/api/__dev/'));
    expect(business.length).toBeGreaterThan(100);

    // Each identity signs in again when a fuzzed call (a password change, a sign-out) ended its session.
    let demo = await c.signIn('demo', 'demo1234');
    // Money everywhere and a fund password the corpus knows, so that moves, orders and
    // withdrawals get past their checks and really run.
    expect((await c.post('/api/user/pwdSett', { pwd: 'demo1234' }, demo)).code).toBe(200);
    for (const account of ['funding', 'spot', 'contract']) {
      for (const [coin, amount] of [['usdt', '1000000'], ['btc', '10'], ['eth', '100']]) {
        expect((await c.post('/api/__dev/credit', { loginName: 'demo', coin, amount, account })).code).toBe(200);
      }
    }
    const [{ n: journalsBefore }] = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_journal')) as [{ n: number }];
    const corpus = new FuzzCorpus(SEED);
    const someToken = () => corpus.pick(['', 'undefined', 'Bearer ', 'a'.repeat(64), `Bearer ${'0'.repeat(64)}`, "' OR 1=1 --"]);
    for (const route of business) {
      const info = await c.get('/api/user/getInfo', demo);
      if (info.code !== 200) demo = await c.signIn('demo', 'demo1234');
      await fuzz(route, corpus, () => demo, SIGNED_IN_CASES);
      const signedOut = (): Headers => (corpus.chance(50) ? {} : { authorization: someToken(), 'x-atrium-tenant': corpus.pick(['harbor', 'nowhere', 'ATRIUM', '']) });
      await fuzz(route, corpus, signedOut, SIGNED_OUT_CASES);
    }
    for (const route of dev) {
      await fuzz(route, corpus, () => ({}), DEV_CASES);
      // Undo what would starve the rest of the run: a far clock, blocked addresses, paused sockets.
      await c.post('/api/__dev/clock', {});
      await c.post('/api/__dev/unblock-ip', {});
      await c.post('/api/__dev/sockets/refuse', { refuse: false });
      await c.post('/api/__dev/market/pause');
    }

    const [{ n: journalsAfter }] = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_journal')) as [{ n: number }];
    console.info(
      `fuzzed ${fuzzed} requests on ${routes.length} routes in ${Date.now() - started} ms (seed ${SEED}): ${failures.length} 5xx, ` +
        `${outcomes.malformed} malformed (400), ${outcomes.refused} refused (code 500), ${outcomes.succeeded} succeeded, ${outcomes.other} other; ` +
        `${journalsAfter - journalsBefore} ledger movements made`,
    );
    expect(failures).toEqual([]);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });
});
