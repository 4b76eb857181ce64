import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Fields that carry secrets: passwords, fund passwords, codes, tokens. The spec sends passwords
 * and codes in query strings (a client without `secretsInBody` still does), and request URLs go
 * to the log: these values are masked there, and in any object logged under these names.
 */
const SECRET_FIELDS = new Set([
  'pwd',
  'oldPwd',
  'newPwd',
  'password',
  'loginPassword',
  'fundPassword',
  'emailCode',
  'mobileCode',
  'code',
  'signature',
  'token',
  'satoken',
  'authorization',
]);

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

/**
 * The server's logger: request lines carry the redacted URL (never headers, so never the token),
 * and a secret-named field of anything logged, at the top or one level down, prints as '***'.
 * Bodies are not logged at all.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  const names = [...SECRET_FIELDS];
  return {
    level,
    serializers: { req: requestLogSerializer },
    redact: { paths: [...names, ...names.map((name) => `*.${name}`)], censor: '***' },
    ...(stream ? { stream } : {}),
  };
}
