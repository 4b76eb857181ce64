import type { FastifyError, FastifyInstance } from 'fastify';
import { BusinessError } from './reply.js';

/**
 * How failures answer:
 * - BusinessError: HTTP 200 {code: 500, msg} (what the spec's client expects);
 * - a malformed request (schema validation, bad JSON): HTTP 400 {code: 400, msg};
 * - other client errors fastify raises (415, 413, …): that status, {code: status, msg};
 * - an unknown route: HTTP 404 {code: 404, msg};
 * - anything else: logged, HTTP 500 {code: 500, msg: 'System error'}, and the process lives on.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | BusinessError, request, reply) => {
    if (error instanceof BusinessError) return reply.code(200).send({ code: 500, msg: error.message });
    if ('validation' in error && error.validation) {
      return reply.code(400).send({ code: 400, msg: `Invalid request: ${error.message}` });
    }
    const status = 'statusCode' in error ? error.statusCode : undefined;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.code(status).send({ code: status, msg: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 500, msg: 'System error' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ code: 404, msg: `Not found: ${request.method} ${request.url.split('?')[0]}` }),
  );
}

/**
 * A NUL character is no part of any text a person types, and PostgreSQL cannot store one in text
 * (it fails the whole statement: a 500). It is refused at the door, in the URL (path and query)
 * and in bodies, as a malformed request.
 */
const NUL_MESSAGE = 'Text must not contain NUL characters';
const hasNul = (text: string) => text.includes('\u0000');
const nulRefused = () => Object.assign(new Error(NUL_MESSAGE), { statusCode: 400 });

/**
 * JSON bodies: an empty body reads as no body (axios posts with none), anything that is not JSON
 * is a 400, and "__proto__" keys are dropped. Form bodies are accepted too, since several spec
 * calls put their fields in a query string and some clients then send an empty form.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (/%00/i.test(request.url) || hasNul(request.url)) return reply.code(400).send({ code: 400, msg: NUL_MESSAGE });
  });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text, (key, value: unknown) => (key === '__proto__' || key === 'constructor' ? undefined : value));
    } catch {
      return done(Object.assign(new Error('Malformed JSON body'), { statusCode: 400 }), undefined);
    }
    // JSON has no raw NUL (JSON.parse refuses control characters): only the escape makes one.
    if (/\\u0000/i.test(text)) return done(nulRefused(), undefined);
    done(null, parsed);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const fields = Object.fromEntries(new URLSearchParams(String(body)));
    if (Object.entries(fields).some(([key, value]) => hasNul(key) || hasNul(value))) return done(nulRefused(), undefined);
    done(null, fields);
  });
  // A POST without a body is a POST with an empty object: optional-field bodies validate, and
  // required fields are reported by name.
  app.addHook('preValidation', async (request) => {
    if (request.body == null && request.method !== 'GET' && request.method !== 'HEAD') request.body = {};
  });
}
