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

/** How long a refused client is asked to wait (Retry-After, seconds): a tab closing frees a place at once. */
const RETRY_AFTER_S = 10;

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
 * Refuses an upgrade on /ws/* (any path) from an address that holds `limit` sockets already, with
 * HTTP 429 `{code: 429, msg}` and Retry-After before the upgrade, so the browser never sees the
 * socket open and its reconnect backs off. A place is taken when the upgrade request arrives and
 * given back when its connection closes, whatever became of it (a socket's whole life, or a
 * refusal further on: a 404, the development gate); taking it that early means many upgrades at
 * once cannot all slip past the count. Register after @fastify/websocket (it sets request.ws).
 */
export function registerSocketsPerAddress(app: FastifyInstance, limit = SOCKETS_PER_ADDRESS): SocketPlaces {
  const places = new SocketPlaces(limit);
  app.addHook('onRequest', async (request, reply) => {
    // An upgrade has a network connection of its own (app.injectWS has none: nothing to count).
    const connection = request.raw.socket as typeof request.raw.socket | undefined;
    if (!request.ws || !connection) return;
    const address = request.ip;
    if (!places.take(address)) {
      return reply.code(429).header('retry-after', String(RETRY_AFTER_S)).send({ code: 429, msg: TOO_MANY_SOCKETS });
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
  return places;
}
