import { reconnectDelay } from './backoff';

/**
 * A connection must stay open this long before the backoff starts again from 3 s: a server that
 * accepts and closes at once (overloaded, restarting) would otherwise be retried every 3 s forever.
 */
export const STABLE_OPEN_MS = 10_000;
import type { SocketEnvironment } from './socket-environment';

export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'closed';

export interface SocketHandlers {
  /** The connection is open: say again whatever the server must know (subscriptions). */
  onOpen(send: (text: string) => void): void;
  onMessage(text: string): void;
  /** The server closed with this code; return false to stop reconnecting (it refused us). */
  onClose?(code: number): boolean;
}

/**
 * A WebSocket that comes back: the first retry after 3 s, then exponential backoff with jitter
 * (backoff.ts), from 3 s again once a connection has lasted STABLE_OPEN_MS; at once when the
 * browser is back online or the page is shown again.
 * Frames sent while it is down are queued and sent on open, unless `onOpen` already says it
 * all (the caller decides by what it sends there).
 */
export class ReconnectingSocket {
  private socket: WebSocket | null = null;
  private queue: string[] = [];
  private timer: unknown = null;
  private attempt = 0;
  private openedAt: number | null = null;
  private stopped = true;
  private unwake: (() => void) | null = null;
  private listeners = new Set<() => void>();
  status: ConnectionStatus = 'idle';
  /** When the connection was lost (or first failed), while it is not open again. */
  downSince: number | null = null;

  constructor(
    private readonly url: () => string,
    private readonly handlers: SocketHandlers,
    private readonly env: SocketEnvironment,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unwake = this.env.onWake(() => this.wake());
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.unwake?.();
    this.unwake = null;
    if (this.timer !== null) this.env.clearTimer(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    this.queue = [];
    this.downSince = null;
    this.attempt = 0;
    this.openedAt = null;
    this.setStatus('idle');
  }

  /** Sends now when open; otherwise keeps it for the next open (`queueWhileDown`). */
  send(text: string, queueWhileDown = true): void {
    if (this.socket?.readyState === 1) this.socket.send(text);
    else if (queueWhileDown) this.queue.push(text);
  }

  /** Drops queued frames (the caller re-says everything on open). */
  clearQueue(): void {
    this.queue = [];
  }

  onStatus(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Failed or short-lived connections since the last stable one: the backoff's step (diagnostics and tests). */
  get attempts(): number {
    return this.attempt;
  }

  private setStatus(status: ConnectionStatus) {
    if (this.status === status) return;
    this.status = status;
    for (const l of this.listeners) l();
  }

  private wake() {
    if (this.stopped || this.status === 'open' || this.status === 'connecting') return;
    if (this.timer !== null) this.env.clearTimer(this.timer);
    this.timer = null;
    this.connect();
  }

  private connect() {
    this.timer = null;
    this.setStatus('connecting');
    let socket: WebSocket;
    try {
      socket = this.env.createSocket(this.url());
    } catch {
      return this.lost();
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.openedAt = this.env.now();
      this.downSince = null;
      const queued = this.queue;
      this.queue = [];
      this.handlers.onOpen((text) => socket.send(text));
      for (const text of queued) socket.send(text);
      this.setStatus('open');
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.handlers.onMessage(String(event.data));
    };
    socket.onerror = () => socket.close();
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.openedAt !== null && this.env.now() - this.openedAt >= STABLE_OPEN_MS) this.attempt = 0;
      this.openedAt = null;
      if (this.handlers.onClose?.(event?.code ?? 1006) === false) this.stopped = true;
      this.lost();
    };
  }

  private lost() {
    this.downSince ??= this.env.now();
    this.setStatus('closed');
    if (this.stopped) return;
    this.timer = this.env.setTimer(() => this.connect(), reconnectDelay(this.attempt, this.env.random));
    this.attempt++;
  }
}
