import type { FastifyInstance } from 'fastify';

const ALLOWED_HEADERS = 'authorization, satoken, lang, language, content-type, x-atrium-tenant, idempotency-key';

/**
 * The hosts of the platform's own development origins, on any port: the machine itself and the
 * tenants' `*.localhost` hosts (harbor.localhost, desktop.meridian.localhost), which browsers
 * resolve to the loopback address and no other machine can serve.
 */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a development API answers CORS to this `Origin`: a loopback one, or one of `extra` (DEV_ORIGINS). */
export function isOwnDevelopmentOrigin(origin: string, extra: ReadonlySet<string>): boolean {
  if (extra.has(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  // An Origin is exactly scheme://host[:port]; anything else ("null", a path) is no origin of ours.
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) return false;
  return LOOPBACK_HOSTS.has(url.hostname) || url.hostname.endsWith('.localhost');
}

/**
 * Development only: lets a front end served from another local origin (a dev server on another
 * port) call this API directly. Only the platform's own origins (loopback hosts, plus `extra`)
 * get an answer: any site a developer visits could otherwise call /api/__dev/* from the
 * browser. Another origin gets no CORS headers, so the browser keeps the answer from it, and its
 * preflight falls through to the router's 404. Deployed, the static host proxies /api on the
 * page's own origin and no cross-origin call happens, so production answers no CORS at all.
 */
export function registerDevelopmentCors(app: FastifyInstance, extra: readonly string[] = []): void {
  const extraOrigins = new Set(extra);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin) return;
    // The answer depends on the Origin either way: no cache may hand one origin's answer to another.
    reply.header('vary', 'origin');
    if (!isOwnDevelopmentOrigin(origin, extraOrigins)) return;
    reply.header('access-control-allow-origin', origin);
    // Lets the front end see that an answer repeats a stored one (Idempotency-Key).
    reply.header('access-control-expose-headers', 'idempotent-replayed');
    if (request.method === 'OPTIONS') {
      return reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS')
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', '600')
        .send();
    }
  });
}
