import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { USER_SOCKET_REFUSED } from '../contract.js';
import { authenticate, readAuthFrame, type AuthResult } from './auth.js';
import type { UserConnection, UserSocketHub } from './hub.js';

/** A client that reads slower than we write gets frames dropped rather than memory grown. */
const MAX_BUFFERED_BYTES = 1 << 20;
const MAX_FRAME = 4096;
const USER_ID = /^\d{1,9}$/;

export interface UserSocketOptions {
  db: Db;
  clock: Clock;
  hub: UserSocketHub;
  /** HEARTBEAT period (spec: 20 s, as the market socket). */
  heartbeatMs: number;
  /** How long a new socket may take to send its auth frame (5 s). */
  authTimeoutMs: number;
}

/**
 * The user socket `GET /ws/coin/{userId}` (protocol.ts): the first frame the server acts on is
 * `{type: 'auth', token}`; a token that is not a live session of the tenant (x-atrium-tenant, as
 * for HTTP), or is another user's than the path names, or none in time, closes the socket with
 * USER_SOCKET_REFUSED (4401), which tells the client not to reconnect. Once authenticated: a
 * HEARTBEAT every period, answered by `ping`, and the frames pushed to that user, until the
 * session it authenticated with ends (sign-out, a password change or reset, "sign out other
 * sessions"): then 4401 `Session ended` (hub.ts). Anything else a client sends is ignored.
 */
export function registerUserSocket(app: FastifyInstance, options: UserSocketOptions): void {
  const { db, clock, hub, heartbeatMs, authTimeoutMs } = options;
  const heartbeat = setInterval(() => hub.heartbeat(), heartbeatMs);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    hub.dispose();
  });

  app.get<{ Params: { userId: string } }>('/ws/coin/:userId', { websocket: true }, (socket, request) => {
    const tenant = request.tenant;
    const pathUserId = USER_ID.test(request.params.userId) ? Number(request.params.userId) : undefined;
    let phase: 'waiting' | 'checking' | 'open' | 'closed' = 'waiting';

    const connection: UserConnection = {
      send(text) {
        if (socket.readyState !== socket.OPEN || socket.bufferedAmount >= MAX_BUFFERED_BYTES) return false;
        socket.send(text);
        return true;
      },
      close(code, reason) {
        socket.close(code, reason);
      },
    };
    const refuse = (reason: string) => {
      if (phase === 'open' || phase === 'closed') return;
      phase = 'closed';
      clearTimeout(timer);
      socket.close(USER_SOCKET_REFUSED, reason);
    };
    const timer = setTimeout(() => refuse('Authentication timed out'), authTimeoutMs);

    // Listeners are attached synchronously: a frame sent right after the upgrade is not lost.
    socket.on('message', (data, isBinary) => {
      if (isBinary || phase === 'closed' || phase === 'checking') return;
      const text = data.toString();
      if (text.length > MAX_FRAME) return;
      if (phase === 'open') {
        if (isPing(text)) hub.ping(connection);
        return;
      }
      const frame = readAuthFrame(text);
      if (!frame) return;
      phase = 'checking';
      const token = frame.token;
      // Checked again while sessions ended during the check: the session read as live may be one
      // just deleted, whose sockets were closed before this one was attached to be found.
      const check = async (): Promise<AuthResult> => {
        for (;;) {
          const endings = hub.sessionEndings;
          const result = await authenticate(db, tenant, pathUserId, token, clock.now());
          if (!result.ok || hub.sessionEndings === endings) return result;
        }
      };
      check().then(
        (result) => {
          if (phase !== 'checking') return; // closed (or timed out) meanwhile
          if (!result.ok) return refuse(result.reason);
          clearTimeout(timer);
          phase = 'open';
          hub.attach(connection, tenant, result.userId, typeof token === 'string' ? token.trim() : undefined);
        },
        (error: unknown) => {
          request.log.error({ err: error }, 'user socket authentication failed');
          if (phase !== 'checking') return;
          phase = 'closed';
          clearTimeout(timer);
          socket.close(1011, 'System error');
        },
      );
    });
    const closed = () => {
      phase = 'closed';
      clearTimeout(timer);
      hub.detach(connection);
    };
    socket.on('close', closed);
    socket.on('error', closed);
  });
}

function isPing(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'ping';
  } catch {
    return false;
  }
}
