import type { FastifyInstance } from 'fastify';

/**
 * `Expect: 100-continue` (curl sends it for bodies over 1 MB): the client holds its body back until
 * the host says "100 Continue". Node says it at once by default, so a body the host refuses on its
 * declared length would be sent in full only to be cut off. Here the host says it when a body
 * parser starts reading (the request stream resumes): a body refused on its length (413) or type
 * (415) is answered before a byte of it is sent.
 */
export function continueWhenBodyIsRead(app: FastifyInstance): void {
  app.server.on('checkContinue', (request, response) => app.server.emit('request', request, response));
  app.addHook('preParsing', async (request, reply, payload) => {
    if (String(request.headers.expect).toLowerCase() !== '100-continue') return payload;
    // After an answer, Node drains the unread body (resuming the stream): no "100" then.
    payload.once('resume', () => {
      if (!reply.raw.headersSent) reply.raw.writeContinue();
    });
    return payload;
  });
}
