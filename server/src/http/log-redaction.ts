import type { FastifyRequest } from 'fastify';

/**
 * Query fields that carry secrets. The spec sends passwords and codes in query strings (a client
 * without `secretsInBody` still does), and request URLs go to the log: these values are masked.
 */
const SECRET_FIELDS = new Set(['pwd', 'oldPwd', 'newPwd', 'emailCode', 'code', 'loginPassword', 'signature']);

export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  let changed = false;
  for (const key of new Set(params.keys())) {
    if (SECRET_FIELDS.has(key)) {
      params.set(key, '***');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, mark)}?${params.toString()}` : url;
}

/** fastify's default request log fields, with the URL redacted. */
export const requestLogSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
