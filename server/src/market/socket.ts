import type { FastifyInstance } from 'fastify';
import type { MarketConnection, MarketHub } from './hub.js';

/** A client that reads slower than the market writes gets frames dropped rather than memory grown. */
const MAX_BUFFERED_BYTES = 1 << 20;
const UUID = /^[A-Za-z0-9_-]{1,64}$/;

export interface MarketSocketOptions {
  hub: MarketHub;
  /** HEARTBEAT period (spec: 20 s). */
  heartbeatMs: number;
}

/**
 * The market socket `GET /ws/{uuid}` (protocol.ts): JSON text frames in both directions. The uuid
 * is the client's own random id; it only labels the connection in /api/__dev/ws-stats.
 */
export function registerMarketSocket(app: FastifyInstance, { hub, heartbeatMs }: MarketSocketOptions): void {
  const heartbeat = setInterval(() => hub.heartbeat(), heartbeatMs);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    hub.dispose();
  });

  app.get<{ Params: { uuid: string } }>('/ws/:uuid', { websocket: true }, (socket, request) => {
    const uuid = UUID.test(request.params.uuid) ? request.params.uuid : 'invalid';
    const connection: MarketConnection = {
      uuid,
      send(text) {
        if (socket.readyState === socket.OPEN && socket.bufferedAmount < MAX_BUFFERED_BYTES) socket.send(text);
      },
    };
    hub.attach(connection);
    socket.on('message', (data, isBinary) => {
      // Binary frames are not part of the protocol: counted as malformed, like any other junk.
      hub.handleMessage(connection, isBinary ? '\u0000' : data.toString());
    });
    socket.on('close', () => hub.detach(connection));
    socket.on('error', () => hub.detach(connection));
  });
}
