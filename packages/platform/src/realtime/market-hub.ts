import { acceptsPriceUpdate } from '../coins/display';
import { ReconnectingSocket, type ConnectionStatus } from './reconnecting-socket';
import { readMarketFrame } from './read-frames';
import { browserEnvironment, type SocketEnvironment } from './socket-environment';
import type { ClientFrame, MarketChannel, MarketDetail, ServerFrame } from './protocol';

export type { ConnectionStatus } from './reconnecting-socket';
export { FIRST_RETRY_MS as RECONNECT_DELAY_MS } from './backoff';

type Listener = (frame: ServerFrame) => void;
type SymbolFrame = Exclude<ServerFrame, { type: 'HEARTBEAT' }>;

interface Topic {
  channel: MarketChannel;
  symbol: string;
  interval?: string;
  listeners: Set<Listener>;
}

export interface MarketHubOptions {
  /**
   * Fetches a REST snapshot after every (re)connection; frames that arrive meanwhile wait, so
   * nothing older than the snapshot is applied after it. `staleSince` is when the prices went
   * stale (null on the first connection): the snapshot must be taken after it.
   */
  resync?: (staleSince: number | null) => Promise<void>;
  env?: SocketEnvironment;
}

const topicKey = (channel: MarketChannel, symbol: string, interval?: string) =>
  `${channel}:${symbol}${interval ? `:${interval}` : ''}`;
const frameKey = (frame: SymbolFrame) => topicKey(frame.type, frame.symbol, frame.type === 'KLINE' ? frame.interval : undefined);

/**
 * The market socket `/ws/{uuid}`, opened once by the shell (rule 7). Subscriptions are
 * reference counted: the first listener of a topic subscribes, the last one leaving
 * unsubscribes, so two screens on one symbol share one server subscription. After a drop it
 * reconnects (reconnecting-socket.ts), subscribes again to every live topic, and resyncs from
 * a REST snapshot before applying new frames. Frames reach listeners once per animation frame,
 * the latest DETAIL and KLINE per topic, every TRADE.
 */
export class MarketHub {
  private readonly socket: ReconnectingSocket;
  private readonly env: SocketEnvironment;
  private topics = new Map<string, Topic>();
  private latestDetail = new Map<string, MarketDetail>();
  private statusListeners = new Set<() => void>();
  private pending = new Map<string, SymbolFrame>();
  private flushScheduled = false;
  private held: SymbolFrame[] | null = null;
  /** When prices went stale (the connection lost), until a reconnection has resynced. */
  private staleAt: number | null = null;
  /** Frames dropped as not protocol (read-frames.ts): diagnostics and tests; the socket stays. */
  rejectedFrames = 0;

  constructor(url: () => string, private readonly options: MarketHubOptions = {}) {
    this.env = options.env ?? browserEnvironment;
    this.socket = new ReconnectingSocket(url, { onOpen: (send) => this.opened(send), onMessage: (text) => this.receive(text) }, this.env);
    this.socket.onStatus(() => {
      if (this.socket.status === 'closed') this.staleAt ??= this.env.now();
      this.notifyStatus();
    });
  }

  start(): void {
    this.socket.start();
  }

  stop(): void {
    this.socket.stop();
  }

  get status(): ConnectionStatus {
    return this.socket.status;
  }

  /** Prices are stale from a lost connection until the reconnection has resynced. */
  get stale(): boolean {
    return this.staleAt !== null;
  }

  /** When the connection was lost, while prices are stale. */
  get staleSince(): number | null {
    return this.staleAt;
  }

  /** Listens to a topic; returns the function that stops listening. */
  subscribe(channel: MarketChannel, symbol: string, listener: Listener, interval?: string): () => void {
    const key = topicKey(channel, symbol, interval);
    let topic = this.topics.get(key);
    if (!topic) {
      topic = { channel, symbol, interval, listeners: new Set() };
      this.topics.set(key, topic);
      this.sendFrame({ type: 'subscribe', channel, symbol, ...(interval ? { interval } : {}) });
    }
    topic.listeners.add(listener);
    const cached = channel === 'DETAIL' ? this.latestDetail.get(symbol) : undefined;
    if (cached) listener({ type: 'DETAIL', symbol, data: cached });
    return () => {
      const current = this.topics.get(key);
      if (!current || !current.listeners.delete(listener) || current.listeners.size > 0) return;
      this.topics.delete(key);
      this.sendFrame({ type: 'unsubscribe', channel, symbol, ...(interval ? { interval } : {}) });
    };
  }

  /** The last DETAIL seen for a symbol, for a first paint without waiting for the next tick. */
  lastDetail(symbol: string): MarketDetail | undefined {
    return this.latestDetail.get(symbol);
  }

  /** Seeds or corrects a symbol's price from a REST snapshot (the resync). */
  applySnapshot(symbol: string, detail: MarketDetail): void {
    if (!acceptsPriceUpdate(detail)) return;
    this.latestDetail.set(symbol, detail);
    this.deliver({ type: 'DETAIL', symbol, data: detail });
  }

  /** Live topics and their listener counts (diagnostics and tests). */
  liveTopics(): Record<string, number> {
    return Object.fromEntries([...this.topics].map(([key, t]) => [key, t.listeners.size]));
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private notifyStatus() {
    for (const l of this.statusListeners) l();
  }

  /** Subscribe and unsubscribe are never queued: a new connection is told every live topic on open. */
  private sendFrame(frame: ClientFrame) {
    this.socket.send(JSON.stringify(frame), false);
  }

  private opened(send: (text: string) => void) {
    for (const t of this.topics.values()) {
      send(JSON.stringify({ type: 'subscribe', channel: t.channel, symbol: t.symbol, ...(t.interval ? { interval: t.interval } : {}) }));
    }
    const resync = this.options.resync;
    if (!resync) {
      this.staleAt = null;
      return;
    }
    const held: SymbolFrame[] = [];
    this.held = held;
    const release = () => {
      if (this.held !== held) return; // a newer connection took over
      this.held = null;
      if (this.socket.status === 'open') this.staleAt = null;
      for (const frame of held) this.queueForFrame(frame);
      this.notifyStatus();
    };
    resync(this.staleAt).then(release, release);
  }

  private receive(raw: string) {
    const frame = readMarketFrame(raw);
    if (!frame) {
      this.rejectedFrames++;
      return; // dropped; the connection stays, prices keep their last good value
    }
    if (frame.type === 'HEARTBEAT') return this.socket.send(JSON.stringify({ type: 'ping' } satisfies ClientFrame), false);
    // Spec §5: a price update applies only when both close and open are above 0.
    if (frame.type === 'DETAIL' && !acceptsPriceUpdate(frame.data)) return;
    if (this.held) this.held.push(frame);
    else this.queueForFrame(frame);
  }

  private queueForFrame(frame: SymbolFrame) {
    // Candles of different buckets are not coalesced: the closing state of a candle is delivered
    // before the first state of the next one (a chart must never lose a candle's last tick).
    const key = frame.type === 'KLINE' ? `${frameKey(frame)}@${frame.data.time}` : frameKey(frame);
    const previous = this.pending.get(key);
    if (frame.type === 'TRADE' && previous?.type === 'TRADE') {
      this.pending.set(key, { ...frame, data: [...frame.data, ...previous.data] });
    } else {
      this.pending.set(key, frame);
    }
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    this.env.nextFrame(() => this.flush());
  }

  private flush() {
    this.flushScheduled = false;
    const frames = [...this.pending.values()];
    this.pending.clear();
    for (const frame of frames) this.deliver(frame);
  }

  private deliver(frame: SymbolFrame) {
    if (frame.type === 'DETAIL') this.latestDetail.set(frame.symbol, frame.data);
    const topic = this.topics.get(frameKey(frame));
    if (topic) for (const l of topic.listeners) l(frame);
  }
}
