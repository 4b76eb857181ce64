import Fastify, { type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registerApiProxy } from './api-proxy';
import { cacheControlFor } from './cache-policy';
import { contentSecurityPolicy } from './content-security-policy';
import { continueWhenBodyIsRead } from './expect-continue';
import { registerNeutralErrors } from './neutral-errors';
import { registerSecurityHeaders } from './security-headers';
import { envForHost } from './tenant-env';
import { tenantConfigFor, type TenantReading } from './tenant-config-reader';
import type { TenantConfig } from '@atrium/platform/tenant-config';
import { tenantPage, unreadableTenantPage } from './tenant-page';
import { createFirstScreenReader } from './first-screen-reads';
import { firstScreenHead, firstScreenMarkup } from './first-screen-markup';
import { languageOfCookies } from '@atrium/platform/early-gets';
import { webAppManifest } from './web-app-manifest';
import type { ReleaseFinder } from './release-store';
import { createRoutePreloads, type RoutePreloads } from './route-preloads';
import { createFirstPicturesReader, firstPicturesHead } from './first-pictures';

export interface ShellOriginOptions {
  shellDir: string;
  platformDir: string;
  apiOrigin: string;
  defaultEnv: string;
  /** Development mode: the violation reports the host received can be read back (tests). */
  development?: boolean;
  /**
   * The proxies in front of the host whose X-Forwarded-For is believed (TRUSTED_PROXIES,
   * trusted-proxies.ts); none by default: the client is the socket's peer.
   */
  trustedProxies?: string[];
  /** How long the API may take to answer (api-proxy.ts UPSTREAM_DEADLINE_MS unless given). */
  upstreamDeadlineMs?: number;
  /** How tenants' config.js files are read (tenant-config-reader.ts; the process's reader unless given). */
  tenantConfigFor?: typeof tenantConfigFor;
  /** How /home's first screen is read from the API (first-screen-reads.ts; one reading the API origin unless given: tests). */
  firstScreenFor?: ReturnType<typeof createFirstScreenReader>;
  /** How a remote page's public first pictures are read from the API (first-pictures.ts; one reading the API origin unless given: tests). */
  firstPicturesFor?: ReturnType<typeof createFirstPicturesReader>;
  /**
   * Where the remotes' release folders are (release-store.ts, as the remotes' origin finds them):
   * the page of a remote's path then preloads that remote's chain (route-preloads.ts). None: no such links.
   */
  findRelease?: ReleaseFinder;
}

/** The paths whose HTML carries /home's first screen (the app opens /home on both). */
const FIRST_SCREEN_PATHS = new Set(['/', '/home']);

/** How many violation reports development mode keeps to be read back. */
const KEPT_REPORTS = 100;
/** How soon the page of a tenant whose config cannot be read asks again, in seconds. */
const UNREADABLE_RETRY_S = 5;

/**
 * The shell's origin: the app with an SPA fallback, the tenant configs, and /api and /ws
 * proxied to the reference API (so the app calls `{host}/api` and `{host}/ws`). The proxy
 * names the tenant and the client's address for the API (api-proxy.ts).
 */
export async function createShellOrigin(options: ShellOriginOptions) {
  const trustedProxies = options.trustedProxies ?? [];
  // request.ip (and protocol, hostname) come from X-Forwarded-* only when the socket's peer is a
  // trusted proxy; otherwise the peer is the client, whatever the request says.
  const app = Fastify({ logger: false, trustProxy: trustedProxies.length > 0 ? trustedProxies : false });
  registerNeutralErrors(app);
  registerSecurityHeaders(app);
  continueWhenBodyIsRead(app);
  // Read per request: a rebuild (pnpm dev) changes the hashed names it points at.
  const indexHtml = () => readFileSync(join(options.shellDir, 'index.html'), 'utf8');
  const envOf = (host: string | undefined) => envForHost(host, options.platformDir, options.defaultEnv);
  const readConfig = options.tenantConfigFor ?? tenantConfigFor;
  // Development mode's test hook (PUT /__first-screen) slows the first-screen reads, as a slow API
  // would, or turns the first screen off (the page as it was before it: the benchmark's baseline).
  let readDelayMs = 0;
  let firstScreenOn = true;
  const delayedFetch: typeof fetch = async (input, init) => {
    if (readDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, readDelayMs));
    return fetch(input, init);
  };
  const newFirstScreenReader = () => options.firstScreenFor ?? createFirstScreenReader({ apiOrigin: options.apiOrigin, fetch: delayedFetch });
  let firstScreenFor = newFirstScreenReader();
  const newFirstPicturesReader = () => options.firstPicturesFor ?? createFirstPicturesReader({ apiOrigin: options.apiOrigin, fetch: delayedFetch });
  let firstPicturesFor = newFirstPicturesReader();
  // Read once per request: the page and its policy come from the same reading.
  const readings = new WeakMap<object, TenantReading>();
  /** The config of the tenant the request's host names, as a page on that origin reads it. */
  const tenantOf = (request: { protocol: string; hostname: string; headers: { host?: string } }) => {
    const known = readings.get(request);
    if (known) return known;
    const reading = readConfig(options.platformDir, envOf(request.headers.host), `${request.protocol}://${request.headers.host ?? request.hostname}`);
    readings.set(request, reading);
    return reading;
  };

  // The policy of the tenant the host names, from its config as a page on this origin reads it.
  app.addHook('onSend', async (request, reply) => {
    const reading = tenantOf(request);
    reply.header('Content-Security-Policy', contentSecurityPolicy(reading.ok ? reading.config : undefined));
  });

  await registerApiProxy(app, { apiOrigin: options.apiOrigin, tenantOf: envOf, upstreamDeadlineMs: options.upstreamDeadlineMs });

  app.get<{ Params: { env: string } }>('/platform/:env/config.js', async (request, reply) => {
    const file = join(options.platformDir, request.params.env, 'config.js');
    if (!/^[a-z0-9-]+$/.test(request.params.env) || !existsSync(file)) return reply.code(404).send('// no such tenant');
    return reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(readFileSync(file, 'utf8'));
  });

  app.get('/manifest.webmanifest', async (request, reply) => {
    const reading = tenantOf(request);
    if (!reading.ok) return reply.code(404).send({ error: reading.error });
    return reply.header('Cache-Control', 'no-cache').type('application/manifest+json').send(JSON.stringify(webAppManifest(reading.config)));
  });

  // Browsers post reports as application/csp-report; keep them visible in the host's output.
  app.addContentTypeParser(['application/csp-report', 'application/reports+json'], { parseAs: 'string' }, (_req, body, done) => done(null, body));
  const reports: string[] = [];
  app.post('/__csp-report', async (request, reply) => {
    const report = String(request.body).slice(0, 2000);
    console.warn(`[csp] ${report.slice(0, 500)}`);
    if (options.development && reports.push(report) > KEPT_REPORTS) reports.shift();
    return reply.code(204).send();
  });
  if (options.development) {
    // Test control: what the browsers reported, newest last. Never registered in production mode.
    app.get('/__csp-report', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ reports }));
    app.delete('/__csp-report', async (_request, reply) => {
      reports.length = 0;
      return reply.code(204).send();
    });
    // Test control: forget the first-screen and first-picture readings, delay the next reads by `delayMs` (0: none), and `off: true` drops both.
    app.put<{ Body: { delayMs?: unknown; off?: unknown } }>('/__first-screen', async (request, reply) => {
      const delayMs = Number(request.body?.delayMs ?? 0);
      if (!Number.isInteger(delayMs) || delayMs < 0 || delayMs > 60_000) return reply.code(400).send({ code: 400, msg: 'delayMs must be a whole number of milliseconds from 0 to 60000' });
      readDelayMs = delayMs;
      firstScreenOn = request.body?.off !== true;
      firstScreenFor = newFirstScreenReader();
      firstPicturesFor = newFirstPicturesReader();
      return reply.code(204).send();
    });
  }

  const routePreloads = options.findRelease ? createRoutePreloads(options.findRelease) : undefined;
  const noPreloads: RoutePreloads = { links: '', publicPictureReads: [] };
  /** The head links of a remote's path; nothing when they cannot be worked out (the page serves without them). */
  const preloadsOf = (config: TenantConfig, url: string, origin: string, language: string): RoutePreloads => {
    if (!routePreloads) return noPreloads;
    try {
      const { pathname, search } = new URL(url, origin);
      return routePreloads(config, pathname, origin, language, search);
    } catch (error) {
      console.warn(`[route-preloads] none for ${url}: ${error instanceof Error ? error.message : String(error)}`);
      return noPreloads;
    }
  };

  const sendIndex = async (request: { url: string; protocol: string; hostname: string; headers: { host?: string; cookie?: string } }, reply: FastifyReply) => {
    const reading = tenantOf(request);
    // The operator's signal (once per page, not per file) that a tenant runs on its last good config, or on none.
    if (!reading.ok) console.warn(`[tenant] config.js cannot be read: ${reading.error}`);
    else if (reading.stale) console.warn(`[tenant] config.js cannot be read, its last good reading answers: ${reading.stale}`);
    // Without its config the page would run under a policy that blocks its remotes, and fail
    // section by section without a word: say so plainly instead, and have the browser try again.
    if (!reading.ok) return reply.code(503).header('Cache-Control', 'no-store').header('Retry-After', String(UNREADABLE_RETRY_S)).type('text/html; charset=utf-8').send(unreadableTenantPage(UNREADABLE_RETRY_S));
    const env = envOf(request.headers.host);
    const language = languageOfCookies(request.headers.cookie);
    // /home's first screen from the API when a reading is at hand within READING_WAIT_MS (cached-readings.ts); else the app shell.
    const path = request.url.split('?')[0]!;
    const wanted = { tenant: env, language, assetsBase: reading.config.assetsBase };
    const preloads = preloadsOf(reading.config, request.url, `${request.protocol}://${request.headers.host ?? request.hostname}`, language);
    // Both within READING_WAIT_MS at most, and at once when kept: a page is either /home or a remote's.
    const [screen, pictures] = await Promise.all([
      firstScreenOn && FIRST_SCREEN_PATHS.has(path) ? firstScreenFor(wanted) : null,
      firstScreenOn && preloads.publicPictureReads.length > 0 ? firstPicturesFor({ ...wanted, reads: preloads.publicPictureReads }) : [],
    ]);
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        tenantPage(indexHtml(), env, Date.now(), { productName: reading.config.brand.productName, apiBase: reading.config.apiBase, language }, {
          ...(screen ? { head: firstScreenHead(screen), firstScreen: firstScreenMarkup(screen) } : {}),
          // After index.html's boot scripts, which keep the origin's first connections: the pictures
          // (/nft's largest paint) come next, with high priority, ahead of the remote's files on its own origin.
          headEnd: firstPicturesHead(pictures) + preloads.links,
        }),
      );
  };

  await app.register(fastifyStatic, {
    root: options.shellDir,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    // Each build writes .br and .gz twins of its text files (config/rspack/precompress-plugin.mjs).
    preCompressed: true,
    setHeaders: (res, path) => res.header('Cache-Control', cacheControlFor(path)),
  });
  app.get('/', (request, reply) => sendIndex(request, reply));
  // The SPA fallback: any other path that is not a file is the app.
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/')) return reply.code(404).send({ code: 404, msg: 'Not found' });
    return sendIndex(request, reply);
  });
  return app;
}
