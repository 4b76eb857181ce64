import type { FastifyInstance } from 'fastify';

/** 1012 "Service Restart": what a client sees when the server goes away for a moment. */
export const CLOSE_SERVICE_RESTART = 1012;
/** 1013 "Try Again Later": the close of a socket accepted only to be closed at once. */
export const CLOSE_TRY_AGAIN_LATER = 1013;

/**
 * How a refusing gate turns sockets away: `reject` answers the upgrade HTTP 503 (the browser
 * never sees the socket open); `close` accepts it and closes it at once with 1013 (the browser
 * sees it open, then lose it: a flapping server).
 */
export type RefuseMode = 'reject' | 'close';

/** One upgrade request on /ws/*, as the gate saw it. */
export interface UpgradeAttempt {
  /** Order of arrival since the server started (a test reads the attempts after the one it last saw). */
  seq: number;
  /** Wall-clock ms (not the dev clock: tests measure real spacing with it). */
  at: number;
  socket: 'market' | 'user';
  refused: boolean;
}

/** The last attempts kept: enough for any test, bounded for a long-running dev server. */
const ATTEMPTS_KEPT = 500;

/**
 * Development control over every socket (market and user), for tests of a server that goes away
 * and comes back: while `refusing`, upgrades on /ws/* are turned away (RefuseMode), so clients
 * stay disconnected; dropAllSockets closes every open socket at once. It also logs every upgrade
 * attempt, so a test can count reconnections and their spacing.
 */
export class SocketGate {
  refusing = false;
  refuseMode: RefuseMode = 'reject';
  private attempts: UpgradeAttempt[] = [];
  private seq = 0;

  constructor(private readonly now: () => number = Date.now) {}

  record(socket: UpgradeAttempt['socket'], refused: boolean): void {
    this.attempts.push({ seq: ++this.seq, at: this.now(), socket, refused });
    if (this.attempts.length > ATTEMPTS_KEPT) this.attempts.splice(0, this.attempts.length - ATTEMPTS_KEPT);
  }

  /** The attempts after `afterSeq` (all kept ones by default), oldest first. */
  attemptsSince(afterSeq = 0): UpgradeAttempt[] {
    return this.attempts.filter((a) => a.seq > afterSeq);
  }

  /** The seq of the newest attempt (0 before any). */
  get lastSeq(): number {
    return this.seq;
  }
}

/**
 * Logs every upgrade on /ws/* and turns them away while the gate refuses. Register after
 * @fastify/websocket (it sets request.ws).
 */
export function registerSocketGate(app: FastifyInstance, gate: SocketGate): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.ws) return;
    const refused = gate.refusing;
    gate.record(request.url.startsWith('/ws/coin/') ? 'user' : 'market', refused);
    if (refused && gate.refuseMode === 'reject') return reply.code(503).send({ code: 503, msg: 'Sockets are refused (development)' });
  });
  // `close` mode: the socket is accepted (the route's handler attaches it as usual and detaches
  // it on close), then closed before the client can be told anything.
  app.websocketServer.on('connection', (socket) => {
    if (gate.refusing && gate.refuseMode === 'close') socket.close(CLOSE_TRY_AGAIN_LATER, 'Sockets are refused (development)');
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
