import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveLocale, type Locale } from '../i18n.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant of this request: the x-atrium-tenant header (set by the static host's proxy). */
    tenant: string;
    /** The request's language, from the lang or language header (spec §7), as one of the 21 locales. */
    locale: Locale;
  }
}

export const TENANT_HEADER = 'x-atrium-tenant';
export const DEFAULT_TENANT = 'atrium';
const TENANT_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The `lang` query parameter, when the request has exactly one. */
const langQuery = (request: FastifyRequest): string | undefined => {
  const value = (request.query as Record<string, unknown> | undefined)?.lang;
  return typeof value === 'string' ? value : undefined;
};

/** Reads tenant and language once per request; an unreadable tenant name falls to the default. */
export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('tenant', DEFAULT_TENANT);
  app.decorateRequest('locale', 'en');
  app.addHook('onRequest', async (request) => {
    const tenant = header(request, TENANT_HEADER)?.trim().toLowerCase();
    request.tenant = tenant && TENANT_NAME.test(tenant) ? tenant : DEFAULT_TENANT;
    // A preload cannot send headers: the page's early reads name their language as `?lang=` (CONTRACT-DELTA.md).
    request.locale = resolveLocale(header(request, 'lang') || header(request, 'language') || langQuery(request));
  });
}
