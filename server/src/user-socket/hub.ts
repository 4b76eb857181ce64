import { USER_SOCKET_REFUSED, type UserServerFrame } from '../contract.js';

/** What the hub needs from a socket: the transport (ws) stays in socket.ts. */
export interface UserConnection {
  /** False when the frame was not sent (the socket is closing, or its client reads too slowly). */
  send(text: string): boolean;
  close(code: number, reason: string): void;
}

interface ConnectionState {
  connection: UserConnection;
  tenant: string;
  userId: number;
  /** The session it authenticated with: when that session ends, the connection is closed. */
  token: string | undefined;
  openedAt: number;
  lastPingAt: number | null;
  /** HEARTBEATs sent since the client's last ping. */
  unanswered: number;
}

export interface UserSocketStats {
  /** Authenticated user sockets. */
  connections: number;
  /** Per signed-in user: a user with several tabs open has several connections. */
  perUser: { tenant: string; userId: number; connections: number; lastPingAt: number | null }[];
}

/** A client that let this many HEARTBEATs go without a ping is gone (a half-open TCP connection). */
export const MISSED_HEARTBEATS_LIMIT = 3;
/** Close code of a connection that stopped answering HEARTBEAT (a private-use code: the client reconnects). */
export const CLOSE_HEARTBEAT_MISSED = 4408;
/** The reason a connection is closed with (USER_SOCKET_REFUSED) when its session ends: the client does not reconnect. */
export const SESSION_ENDED = 'Session ended';

const keyOf = (tenant: string, userId: number) => `${tenant}\u0000${userId}`;

/**
 * The authenticated user sockets, per tenant and user: frames pushed to a user go to each of
 * their connections. Tenant is part of the key since user ids are only meaningful with it
 * (and a token is valid in its own tenant only).
 */
export class UserSocketHub {
  private readonly states = new Map<UserConnection, ConnectionState>();
  private readonly byUser = new Map<string, Set<ConnectionState>>();
  private ended = 0;

  constructor(private readonly now: () => number) {}

  /**
   * How many times sessions were ended. A socket whose token was checked while this moved checks
   * again (socket.ts): its session may have been deleted after the check read it, and before the
   * connection was attached here for the close to find.
   */
  get sessionEndings(): number {
    return this.ended;
  }

  attach(connection: UserConnection, tenant: string, userId: number, token?: string): void {
    const state: ConnectionState = { connection, tenant, userId, token, openedAt: this.now(), lastPingAt: null, unanswered: 0 };
    this.states.set(connection, state);
    const key = keyOf(tenant, userId);
    let set = this.byUser.get(key);
    if (!set) this.byUser.set(key, (set = new Set()));
    set.add(state);
  }

  detach(connection: UserConnection): void {
    const state = this.states.get(connection);
    if (!state) return;
    this.states.delete(connection);
    const key = keyOf(state.tenant, state.userId);
    const set = this.byUser.get(key);
    set?.delete(state);
    if (set?.size === 0) this.byUser.delete(key);
  }

  /** The client's answer to HEARTBEAT. */
  ping(connection: UserConnection): void {
    const state = this.states.get(connection);
    if (!state) return;
    state.lastPingAt = this.now();
    state.unanswered = 0;
  }

  /**
   * The user's sessions ended (a password change or reset, "sign out other sessions"): closes the
   * user's connections opened with any session but `keepToken`'s with 4401. Call once the
   * sessions are deleted (committed). Answers how many were closed.
   */
  sessionsEnded(tenant: string, userId: number, keepToken?: string): number {
    this.ended++;
    const set = this.byUser.get(keyOf(tenant, userId));
    return this.closeAll([...(set ?? [])].filter((state) => keepToken === undefined || state.token !== keepToken));
  }

  /** One session ended (sign-out): closes the connections opened with it. */
  sessionEnded(tenant: string, token: string): number {
    this.ended++;
    return this.closeAll([...this.states.values()].filter((state) => state.tenant === tenant && state.token === token));
  }

  /** Sends the frame to every connection of the user; answers how many got it. */
  push(tenant: string, userId: number, frame: UserServerFrame): number {
    const set = this.byUser.get(keyOf(tenant, userId));
    if (!set) return 0;
    const text = JSON.stringify(frame);
    let sent = 0;
    for (const state of set) if (this.send(state, text)) sent++;
    return sent;
  }

  /** Sends a text as is to every authenticated connection (development: frames a client must survive); answers how many got it. */
  sendToAll(text: string): number {
    let sent = 0;
    for (const state of this.states.values()) if (this.send(state, text)) sent++;
    return sent;
  }

  /**
   * One HEARTBEAT round: a connection that answered none of the last MISSED_HEARTBEATS_LIMIT is
   * closed (its close handler detaches it), the others get the frame.
   */
  heartbeat(): void {
    const text = JSON.stringify({ type: 'HEARTBEAT', ts: this.now() } satisfies UserServerFrame);
    for (const state of [...this.states.values()]) {
      if (state.unanswered >= MISSED_HEARTBEATS_LIMIT) {
        this.detach(state.connection);
        try {
          state.connection.close(CLOSE_HEARTBEAT_MISSED, 'No answer to HEARTBEAT');
        } catch {
          // Already closing.
        }
        continue;
      }
      state.unanswered++;
      this.send(state, text);
    }
  }

  count(): number {
    return this.states.size;
  }

  stats(): UserSocketStats {
    return {
      connections: this.states.size,
      perUser: [...this.byUser.values()].map((set) => {
        const states = [...set];
        const pings = states.map((s) => s.lastPingAt).filter((t): t is number => t !== null);
        return {
          tenant: states[0]!.tenant,
          userId: states[0]!.userId,
          connections: states.length,
          lastPingAt: pings.length > 0 ? Math.max(...pings) : null,
        };
      }),
    };
  }

  dispose(): void {
    this.states.clear();
    this.byUser.clear();
  }

  /** Detached first, so that no frame pushed after this reaches them. */
  private closeAll(states: ConnectionState[]): number {
    for (const state of states) {
      this.detach(state.connection);
      try {
        state.connection.close(USER_SOCKET_REFUSED, SESSION_ENDED);
      } catch {
        // Already closing.
      }
    }
    return states.length;
  }

  private send(state: ConnectionState, text: string): boolean {
    try {
      return state.connection.send(text);
    } catch {
      // The socket closed under us; its close handler detaches it.
      return false;
    }
  }
}
