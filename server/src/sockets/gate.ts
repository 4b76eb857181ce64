import type { FastifyInstance } from 'fastify';

/** 1012 "Service Restart": what a client sees when the server goes away for a moment. */
export const CLOSE_SERVICE_RESTART = 1012;

/**
 * Development control over every socket (market and user), for tests of a server that goes away
 * and comes back: while `refusing`, upgrades on /ws/* are answered HTTP 503 instead of being
 * accepted, so clients stay disconnected; dropAllSockets closes every open socket at once.
 */
export class SocketGate {
  refusing = false;
}

/** Answers upgrades with 503 while the gate refuses. Register after @fastify/websocket (it sets request.ws). */
export function registerSocketGate(app: FastifyInstance, gate: SocketGate): void {
  app.addHook('onRequest', async (request, reply) => {
    if (gate.refusing && request.ws) return reply.code(503).send({ code: 503, msg: 'Sockets are refused (development)' });
  });
}

/** Closes every open socket, market and user alike, with 1012; answers how many. */
export function dropAllSockets(app: FastifyInstance): number {
  let closed = 0;
  for (const socket of app.websocketServer.clients) {
    if (socket.readyState !== socket.OPEN) continue;
    socket.close(CLOSE_SERVICE_RESTART, 'Server restart (development)');
    closed++;
  }
  return closed;
}
