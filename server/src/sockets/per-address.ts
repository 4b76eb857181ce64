import type { FastifyInstance } from 'fastify';

/**
 * Open websockets per client address, market and user sockets together. A page of the platform
 * holds two (the market socket and, signed in, the user socket), so 50 is a browser with 25 tabs
 * open, or a household or small office behind one address; one script can no longer hold
 * hundreds of sockets, each fed every tick. The e2e suite (one worker, a page or two at a time,
 * all from 127.0.0.1) stays far below it.
 */
export const SOCKETS_PER_ADDRESS = 50;

export const TOO_MANY_SOCKETS = 'Too many open connections from this address; close some tabs and try again';

/**
 * The close code of a socket refused for its address: 4000–4999 are the application's (like the
 * user socket's 4401), and 429 says "too many" as in HTTP.
 */
export const CLOSE_TOO_MANY_SOCKETS = 4429;

/** The places taken per address: counts only, no address kept once its count is back at 0. */
export class SocketPlaces {
  private readonly taken = new Map<string, number>();

  constructor(readonly limit: number) {}

  /** Takes a place for `address`; false when it has none left. */
  take(address: string): boolean {
    const count = this.taken.get(address) ?? 0;
    if (count >= this.limit) return false;
    this.taken.set(address, count + 1);
    return true;
  }

  release(address: string): void {
    const count = (this.taken.get(address) ?? 0) - 1;
    if (count > 0) this.taken.set(address, count);
    else this.taken.delete(address);
  }

  count(address: string): number {
    return this.taken.get(address) ?? 0;
  }
}

/**
 * Refuses a socket on /ws/* (any path) from an address that holds `limit` sockets already: the
 * upgrade is accepted and the socket closed at once with 4429 and TOO_MANY_SOCKETS as the reason,
 * before its route sends anything. A close, not an HTTP 429 before the upgrade, because the
 * static host accepts the browser's socket before it opens the API's: an HTTP status would reach
 * the browser as the proxy's 1011 "unexpected response", while a close code and reason pass
 * through as they are. The client's reconnect backs off as after any short-lived socket.
 *
 * A place is taken when the upgrade request arrives and given back when its connection closes,
 * whatever became of it (a socket's whole life, or a refusal further on: a 404, the development
 * gate); taking it that early means many upgrades at once cannot all slip past the count.
 * Register after @fastify/websocket (it sets request.ws) and before the socket routes.
 */
export function registerSocketsPerAddress(app: FastifyInstance, limit = SOCKETS_PER_ADDRESS): SocketPlaces {
  const places = new SocketPlaces(limit);
  const refused = new WeakSet<object>();
  app.addHook('onRequest', async (request) => {
    // An upgrade has a network connection of its own (app.injectWS has none: nothing to count).
    const connection = request.raw.socket as typeof request.raw.socket | undefined;
    if (!request.ws || !connection) return;
    const address = request.ip;
    if (!places.take(address)) {
      refused.add(request.raw);
      return;
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      places.release(address);
    };
    connection.once('close', release);
    // Gone before we listened: its 'close' may already have been emitted.
    if (connection.destroyed) release();
  });
  // Emitted before the route's handler runs: the socket is closing before the route can send.
  app.websocketServer.on('connection', (socket, rawRequest) => {
    if (refused.has(rawRequest)) socket.close(CLOSE_TOO_MANY_SOCKETS, TOO_MANY_SOCKETS);
  });
  return places;
}
