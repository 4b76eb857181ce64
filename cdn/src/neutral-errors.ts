import type { FastifyError, FastifyInstance, FastifyReply, RawServerBase, RouteGenericInterface } from 'fastify';

/**
 * What the host answers when the API cannot: the API's error shape `{code, msg}` with a message
 * that names no address, port, error code or stack (the client shows `msg` as it is, spec §8).
 */
export const API_UNAVAILABLE = { code: 502, msg: 'The service is unavailable, please try again later' } as const;
export const API_TOO_SLOW = { code: 504, msg: 'The service did not answer in time, please try again later' } as const;
/** The API's own words for a body over its limit (fastify's FST_ERR_CTP_BODY_TOO_LARGE). */
export const BODY_TOO_LARGE = { code: 413, msg: 'Request body is too large' } as const;
const SYSTEM_ERROR = { code: 500, msg: 'System error' } as const;

/**
 * The proxy's answer when the call to the API failed: 504 when the API took longer than the
 * deadline (reply-from's timeout errors carry 504), 502 for anything else (refused, reset, an
 * invalid answer). The cause goes to the host's log, never to the client.
 */
export function answerUpstreamFailure(reply: FastifyReply<RouteGenericInterface, RawServerBase>, { error }: { error: Error & { statusCode?: number } }): void {
  const answer = error.statusCode === 504 ? API_TOO_SLOW : API_UNAVAILABLE;
  const cause = error.cause instanceof Error ? error.cause.message : error.message;
  console.warn(`[proxy] ${reply.request.method} ${reply.request.url.split('?')[0]}: ${answer.code} (${cause})`);
  reply.code(answer.code).type('application/json; charset=utf-8').send(answer);
}

/**
 * Every other failure of the host in the same shape: a client error keeps its status and
 * fastify's message (which names no internals; 413 in the API's words), anything else is a
 * logged 500 "System error" instead of fastify's default, which would show the error's message.
 */
export function registerNeutralErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send(BODY_TOO_LARGE);
    if (status >= 400 && status < 500) return reply.code(status).send({ code: status, msg: error.message });
    console.error(`[static host] ${request.method} ${request.url.split('?')[0]}:`, error);
    return reply.code(500).send(SYSTEM_ERROR);
  });
}
