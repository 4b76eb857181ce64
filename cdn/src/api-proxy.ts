import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyHttpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import WebSocket from 'ws';
import { answerUpstreamFailure } from './neutral-errors';

/**
 * The largest bodies the proxy passes on: what the API reads (server/src/app.ts `bodyLimit`,
 * 1 MiB), and for multipart uploads the 5 MB file plus its framing (server/src/routes/upload.ts:
 * UPLOAD_MAX_BYTES + FRAMING_BYTES). The proxy refuses larger ones itself: the API would answer
 * 413 and close the connection while the proxy was still writing ("write EPIPE").
 */
export const API_BODY_LIMIT = 1024 * 1024;
export const UPLOAD_BODY_LIMIT = 5 * 1024 * 1024 + 64 * 1024;

/** How long the proxy waits for the API's answer (and between two parts of it) before a 504. */
export const UPSTREAM_DEADLINE_MS = 30_000;

/** Headers in which a client could name another address or origin for itself; the API trusts the host's. */
const CLIENT_FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip'];

/** Why a socket closes on the browser's side with 1011 (the API cannot be reached), in neutral words. */
const SOCKET_UNAVAILABLE = 'Service unavailable';

/**
 * The browser's end of a proxied websocket. When the link to the API fails, the proxy closes it
 * with 1011 and the error's text ("connect ECONNREFUSED 127.0.0.1:8090"); the browser is told a
 * neutral reason instead.
 */
class BrowserSocket extends WebSocket {
  override close(code?: number, reason?: string | Buffer): void {
    super.close(code, code === 1011 ? SOCKET_UNAVAILABLE : reason);
  }
}

export interface ApiProxyOptions {
  apiOrigin: string;
  /** The tenant the request's host names. */
  tenantOf(host: string | undefined): string;
  /** UPSTREAM_DEADLINE_MS unless given (tests). */
  upstreamDeadlineMs?: number;
}

/**
 * /api and /ws proxied to the API. The API is told the tenant and exactly one client address,
 * request.ip (the socket's peer, or the client a trusted proxy names: shell-origin.ts), replacing
 * whatever the client sent about its address. Bodies are read here, within the API's limits, so an
 * oversized one gets 413 and Expect: 100-continue is answered by the host (expect-continue.ts);
 * the API down or too slow is a 502 or 504 in neutral words (neutral-errors.ts).
 */
export async function registerApiProxy(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  const forwardedHeaders = (headers: Record<string, unknown>, request: Pick<FastifyRequest, 'headers' | 'ip'>) => {
    const clean = Object.fromEntries(Object.entries(headers).filter(([name]) => !CLIENT_FORWARDING_HEADERS.includes(name) && name !== 'expect'));
    return { ...clean, 'x-atrium-tenant': options.tenantOf(request.headers.host), 'x-forwarded-for': request.ip };
  };

  await app.register(async (scope) => {
    // Every body is read whole (never streamed on), up to the limit of its type: fastify then
    // answers 413 on the declared length before reading, or once the bytes pass the limit.
    scope.removeAllContentTypeParsers();
    const keep = (_request: FastifyRequest, body: Buffer, done: (error: null, body: Buffer) => void) => done(null, body);
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT }, keep);
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: API_BODY_LIMIT }, keep);

    const replyOptions: FastifyHttpProxyOptions['replyOptions'] = {
      timeout: options.upstreamDeadlineMs ?? UPSTREAM_DEADLINE_MS,
      rewriteRequestHeaders: (request, headers) => forwardedHeaders(headers, request),
      onError: answerUpstreamFailure,
    };
    // The body read above goes on as bytes, under its own type and exact length.
    const handler: FastifyHttpProxyOptions['handler'] = (request, reply, dest, replyOpts) =>
      reply.from(dest, Buffer.isBuffer(request.body) ? { ...replyOpts, body: request.body, contentType: request.headers['content-type'] ?? 'application/octet-stream' } : replyOpts);

    await scope.register(fastifyHttpProxy, { upstream: options.apiOrigin, prefix: '/api', rewritePrefix: '/api', proxyPayloads: false, handler, replyOptions });
    await scope.register(fastifyHttpProxy, {
      upstream: options.apiOrigin,
      prefix: '/ws',
      rewritePrefix: '/ws',
      proxyPayloads: false,
      handler,
      replyOptions,
      websocket: true,
      // ws takes a subclass of its WebSocket here; the plugin's types want its own copy's class.
      wsServerOptions: { WebSocket: BrowserSocket } as object,
      // The proxy opens the upstream socket after the browser's; when the browser leaves before
      // that finishes (a page closed at once), the proxy would keep the upstream open forever.
      wsHooks: {
        onConnect: (_context, source, target) => {
          if (source.readyState !== source.OPEN) target.close(1001, 'client gone');
        },
      },
      // The plugin's types omit the websocket header rewrite it implements.
      wsClientOptions: { rewriteRequestHeaders: forwardedHeaders } as object,
    });
  });
}
