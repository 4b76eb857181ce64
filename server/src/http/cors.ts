import type { FastifyInstance } from 'fastify';

const ALLOWED_HEADERS = 'authorization, satoken, lang, language, content-type, x-atrium-tenant, idempotency-key';

/**
 * Development only: lets a front end served from another local origin (a dev server on another
 * port) call this API directly. Deployed, the static host proxies /api on the page's own origin
 * and no cross-origin call happens, so production answers no CORS at all.
 */
export function registerDevelopmentCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'origin');
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
