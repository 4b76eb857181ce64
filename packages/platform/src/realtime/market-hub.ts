import { acceptsPriceUpdate } from '../coins/display';
import type { ClientFrame, MarketChannel, MarketDetail, ServerFrame } from './protocol';

export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'closed';
type Listener = (frame: ServerFrame) => void;

/** Spec §9: reconnect 3000 ms after an error or close. */
export const RECONNECT_DELAY_MS = 3000;

interface Topic {
  channel: MarketChannel;
  symbol: string;
  interval?: string;
  listeners: Set<Listener>;
}

const topicKey = (channel: MarketChannel, symbol: string, interval?: string) =>
  `${channel}:${symbol}${interval ? `:${interval}` : ''}`;

/**
 * The market socket `/ws/{uuid}`, opened once by the shell (rule 7). Subscriptions are
 * reference counted: the first listener of a topic sends `subscribe`, the last one leaving
 * sends `unsubscribe`; frames sent before the socket is open are queued; after a drop the hub
 * reconnects after 3 s and subscribes again to every live topic.
 */
export class MarketHub {
  private socket: WebSocket | null = null;
  private queue: ClientFrame[] = [];
  private topics = new Map<string, Topic>();
  private statusListeners = new Set<() => void>();
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private latestDetail = new Map<string, MarketDetail>();
  private stopped = true;
  status: ConnectionStatus = 'idle';

  constructor(
    private readonly url: () => string,
    private readonly createSocket: (url: string) => WebSocket = (u) => new WebSocket(u),
    private readonly timers: { set: typeof setTimeout; clear: typeof clearTimeout } = { set: setTimeout, clear: clearTimeout },
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.reconnectTimer) this.timers.clear(this.reconnectTimer);
    this.socket?.close();
    this.socket = null;
    this.setStatus('idle');
  }

  /** Listens to a topic; returns the function that stops listening. */
  subscribe(channel: MarketChannel, symbol: string, listener: Listener, interval?: string): () => void {
    const key = topicKey(channel, symbol, interval);
    let topic = this.topics.get(key);
    if (!topic) {
      topic = { channel, symbol, interval, listeners: new Set() };
      this.topics.set(key, topic);
      this.send({ type: 'subscribe', channel, symbol, ...(interval ? { interval } : {}) });
    }
    topic.listeners.add(listener);
    const cached = channel === 'DETAIL' ? this.latestDetail.get(symbol) : undefined;
    if (cached) listener({ type: 'DETAIL', symbol, data: cached });
    return () => {
      const current = this.topics.get(key);
      if (!current || !current.listeners.delete(listener) || current.listeners.size > 0) return;
      this.topics.delete(key);
      this.send({ type: 'unsubscribe', channel, symbol, ...(interval ? { interval } : {}) });
    };
  }

  /** The last DETAIL seen for a symbol, for a first paint without waiting for the next tick. */
  lastDetail(symbol: string): MarketDetail | undefined {
    return this.latestDetail.get(symbol);
  }

  /** Live topics and their listener counts (diagnostics and tests). */
  liveTopics(): Record<string, number> {
    return Object.fromEntries([...this.topics].map(([key, t]) => [key, t.listeners.size]));
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private setStatus(status: ConnectionStatus) {
    if (this.status === status) return;
    this.status = status;
    for (const l of this.statusListeners) l();
  }

  private send(frame: ClientFrame) {
    if (this.socket?.readyState === 1) this.socket.send(JSON.stringify(frame));
    else if (frame.type !== 'ping') this.queue.push(frame);
  }

  private connect() {
    this.setStatus('connecting');
    const socket = this.createSocket(this.url());
    this.socket = socket;
    socket.onopen = () => {
      this.setStatus('open');
      // A fresh connection knows nothing: subscribe to every live topic once, then drop the
      // queue, whose subscribes are already covered and whose unsubscribes are moot.
      this.queue = [];
      for (const t of this.topics.values()) {
        socket.send(JSON.stringify({ type: 'subscribe', channel: t.channel, symbol: t.symbol, ...(t.interval ? { interval: t.interval } : {}) }));
      }
    };
    socket.onmessage = (event) => this.receive(String(event.data));
    socket.onerror = () => socket.close();
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.setStatus('closed');
      if (!this.stopped) this.reconnectTimer = this.timers.set(() => this.connect(), RECONNECT_DELAY_MS);
    };
  }

  private receive(raw: string) {
    let frame: ServerFrame;
    try {
      frame = JSON.parse(raw) as ServerFrame;
    } catch {
      return; // a malformed frame is dropped, the connection stays
    }
    if (frame.type === 'HEARTBEAT') return this.send({ type: 'ping' });
    if (!('symbol' in frame) || typeof frame.symbol !== 'string') return;
    if (frame.type === 'DETAIL') {
      // Spec §5: a price update applies only when both close and open are above 0.
      if (!acceptsPriceUpdate(frame.data)) return;
      this.latestDetail.set(frame.symbol, frame.data);
    }
    const key = topicKey(frame.type, frame.symbol, frame.type === 'KLINE' ? frame.interval : undefined);
    const topic = this.topics.get(key);
    if (topic) for (const l of topic.listeners) l(frame);
  }
}
