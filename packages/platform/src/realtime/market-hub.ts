import { acceptsPriceUpdate } from '../coins/display';
import { ReconnectingSocket, type ConnectionStatus } from './reconnecting-socket';
import { readMarketFrame } from './read-frames';
import { browserEnvironment, type SocketEnvironment } from './socket-environment';
import type { ClientFrame, MarketChannel, MarketDetail, ServerFrame } from './protocol';

export type { ConnectionStatus } from './reconnecting-socket';
export { FIRST_RETRY_MS as RECONNECT_DELAY_MS } from './backoff';

type Listener = (frame: ServerFrame) => void;
type Watcher = () => void;
type SymbolFrame = Exclude<ServerFrame, { type: 'HEARTBEAT' }>;

interface Topic {
  channel: MarketChannel;
  symbol: string;
  interval?: string;
  listeners: Set<Listener>;
  /** DETAIL only: told of news, which they read through lastDetail (watchDetail). */
  watchers: Set<Watcher>;
}

/** A symbol's DETAIL texts since they were last read, oldest first, and whether its watchers were told of them. */
interface UnreadDetails {
  texts: string[];
  told: boolean;
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
 * Unread DETAIL texts a symbol may gather before they are read anyway: a page in the background
 * gets no animation frame, and its texts must not pile up while it is hidden.
 */
export const MAX_UNREAD_DETAILS = 64;

/** How the server writes a DETAIL frame's text: its symbol comes next, up to the closing quote. */
const DETAIL_OPENING = '{"type":"DETAIL","symbol":"';

/**
 * The symbol of a DETAIL frame's text, read without parsing it, or undefined for any other text
 * (which is parsed at once). Only a plain symbol counts: no escape, at most 40 characters.
 */
function detailSymbolOf(raw: string): string | undefined {
  if (!raw.startsWith(DETAIL_OPENING)) return undefined;
  const end = raw.indexOf('"', DETAIL_OPENING.length);
  if (end < 0 || end - DETAIL_OPENING.length > 40) return undefined;
  const symbol = raw.slice(DETAIL_OPENING.length, end);
  return symbol.includes('\\') ? undefined : symbol;
}

/**
 * The market socket `/ws/{uuid}`, opened once by the shell (rule 7). Subscriptions are
 * reference counted: the first listener of a topic subscribes, the last one leaving
 * unsubscribes, so two screens on one symbol share one server subscription. After a drop it
 * reconnects (reconnecting-socket.ts), subscribes again to every live topic, and resyncs from
 * a REST snapshot before applying new frames. Frames reach listeners once per animation frame,
 * the latest DETAIL and KLINE per topic, every TRADE. A DETAIL frame carries its symbol's whole
 * state, so a symbol's DETAIL texts wait unread until the animation frame and only the newest
 * good one is parsed: in a storm (dozens of ticks a symbol between two paints) parsing and
 * checking every frame was most of the page's script time. A symbol that is only watched
 * (watchDetail) keeps its texts unread past the animation frame, until lastDetail asks.
 */
export class MarketHub {
  private readonly socket: ReconnectingSocket;
  private readonly env: SocketEnvironment;
  private topics = new Map<string, Topic>();
  private latestDetail = new Map<string, MarketDetail>();
  private statusListeners = new Set<() => void>();
  private pending = new Map<string, SymbolFrame>();
  /** DETAIL frames' texts by symbol, not parsed yet: since the last animation frame, or since lastDetail read a watched symbol. */
  private unreadDetails = new Map<string, UnreadDetails>();
  private flushScheduled = false;
  private held: SymbolFrame[] | null = null;
  /** When prices went stale (the connection lost), until a reconnection has resynced. */
  private staleAt: number | null = null;
  /**
   * Frames read and dropped as not protocol (read-frames.ts): diagnostics and tests; the socket
   * stays. A DETAIL text superseded by a good one of its symbol before the paint is never read.
   */
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
    this.join(key, channel, symbol, interval).listeners.add(listener);
    const cached = channel === 'DETAIL' ? this.latestDetail.get(symbol) : undefined;
    if (cached) listener({ type: 'DETAIL', symbol, data: cached });
    return () => {
      const current = this.topics.get(key);
      if (current?.listeners.delete(listener)) this.leaveIfUnused(key, current);
    };
  }

  /**
   * Watches a symbol's price without taking its frames: `onChange` is called, at most once per
   * animation frame, when a newer DETAIL than the one lastDetail gave has come, and the newer one
   * is read (its text parsed and checked) only when lastDetail asks. For a screen that shows
   * prices less often than they come (the quote list repaints its rows a few times a second): in
   * a storm, the hub had read every subscribed symbol's newest text on every animation frame, for
   * rows that showed one of them in fifteen. Subscribed with the server as `subscribe` is; returns
   * the function that stops watching.
   */
  watchDetail(symbol: string, onChange: () => void): () => void {
    const key = topicKey('DETAIL', symbol);
    this.join(key, 'DETAIL', symbol).watchers.add(onChange);
    // A new watcher is told of texts already waiting, even if the others were.
    const unread = this.unreadDetails.get(symbol);
    if (unread) unread.told = false;
    return () => {
      const current = this.topics.get(key);
      if (current?.watchers.delete(onChange)) this.leaveIfUnused(key, current);
    };
  }

  /**
   * The last DETAIL of a symbol, for a first paint without waiting for the next tick, and what a
   * watcher reads: a watched symbol's texts that came since are read now, the newest good one.
   */
  lastDetail(symbol: string): MarketDetail | undefined {
    const unread = this.unreadDetails.get(symbol);
    if (unread) {
      const frame = this.readDetailsOf(symbol, unread.texts);
      if (frame) {
        this.latestDetail.set(symbol, frame.data);
        // Listeners (not watchers) still take it in the animation frame; nothing older may follow it.
        const key = frameKey(frame);
        if (this.topics.get(key)?.listeners.size) this.pending.set(key, frame);
        else this.pending.delete(key);
      }
    }
    return this.latestDetail.get(symbol);
  }

  /** Seeds or corrects a symbol's price from a REST snapshot (the resync). */
  applySnapshot(symbol: string, detail: MarketDetail): void {
    if (!acceptsPriceUpdate(detail)) return;
    // Texts still unread came before it (a resync holds new ones back): older than the snapshot.
    this.unreadDetails.delete(symbol);
    this.latestDetail.set(symbol, detail);
    this.deliver({ type: 'DETAIL', symbol, data: detail });
  }

  /** Live topics and their listener counts (diagnostics and tests). */
  liveTopics(): Record<string, number> {
    return Object.fromEntries([...this.topics].map(([key, t]) => [key, t.listeners.size + t.watchers.size]));
  }

  /** The topic, subscribed with the server when it is new. */
  private join(key: string, channel: MarketChannel, symbol: string, interval?: string): Topic {
    let topic = this.topics.get(key);
    if (!topic) {
      topic = { channel, symbol, interval, listeners: new Set(), watchers: new Set() };
      this.topics.set(key, topic);
      this.sendFrame({ type: 'subscribe', channel, symbol, ...(interval ? { interval } : {}) });
    }
    return topic;
  }

  /** The last listener or watcher gone: the server is told. */
  private leaveIfUnused(key: string, topic: Topic) {
    if (topic.listeners.size > 0 || topic.watchers.size > 0) return;
    this.topics.delete(key);
    this.sendFrame({ type: 'unsubscribe', channel: topic.channel, symbol: topic.symbol, ...(topic.interval ? { interval: topic.interval } : {}) });
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
    // While a resync holds frames they are read at once: they wait in order for the snapshot.
    const detailSymbol = this.held ? undefined : detailSymbolOf(raw);
    if (detailSymbol !== undefined) {
      const unread = this.unreadDetails.get(detailSymbol);
      if (!unread) this.unreadDetails.set(detailSymbol, { texts: [raw], told: false });
      else if (unread.texts.push(raw) >= MAX_UNREAD_DETAILS) this.queueDetail(this.readDetailsOf(detailSymbol, unread.texts));
      return this.scheduleFlush();
    }
    const frame = this.read(raw);
    if (!frame) return;
    if (frame.type === 'HEARTBEAT') return this.socket.send(JSON.stringify({ type: 'ping' } satisfies ClientFrame), false);
    if (this.held) this.held.push(frame);
    else this.queueForFrame(frame);
  }

  /** A frame to act on, or undefined (counted when it is not protocol). */
  private read(raw: string): ServerFrame | undefined {
    const frame = readMarketFrame(raw);
    if (!frame) {
      this.rejectedFrames++;
      return undefined; // dropped; the connection stays, prices keep their last good value
    }
    // Spec §5: a price update applies only when both close and open are above 0.
    return frame.type === 'DETAIL' && !acceptsPriceUpdate(frame.data) ? undefined : frame;
  }

  /**
   * Each symbol's newest DETAIL text that reads as a good price for that symbol joins the frame's
   * deliveries; a symbol only watched keeps its texts unread, and the topics whose watchers are to
   * be told of them are returned.
   */
  private readDetails(): Topic[] {
    const tell: Topic[] = [];
    for (const [symbol, unread] of this.unreadDetails) {
      const topic = this.topics.get(topicKey('DETAIL', symbol));
      if (!topic || topic.listeners.size > 0 || topic.watchers.size === 0) this.queueDetail(this.readDetailsOf(symbol, unread.texts));
      else if (!unread.told) {
        unread.told = true;
        tell.push(topic);
      }
    }
    return tell;
  }

  /** Reads a symbol's texts from the newest until a good one, which it answers (undefined: none was). */
  private readDetailsOf(symbol: string, texts: string[]): Extract<ServerFrame, { type: 'DETAIL' }> | undefined {
    this.unreadDetails.delete(symbol);
    for (let i = texts.length - 1; i >= 0; i--) {
      const frame = this.read(texts[i]!);
      if (frame?.type === 'DETAIL' && frame.symbol === symbol) return frame;
      // A text that names one symbol and parses as another (a repeated key) is not the server's.
      if (frame) this.rejectedFrames++;
    }
    return undefined;
  }

  /** A symbol's newest DETAIL replaces its pending one. */
  private queueDetail(frame: Extract<ServerFrame, { type: 'DETAIL' }> | undefined) {
    if (frame) this.pending.set(frameKey(frame), frame);
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
    this.scheduleFlush();
  }

  private scheduleFlush() {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    this.env.nextFrame(() => this.flush());
  }

  private flush() {
    this.flushScheduled = false;
    const tell = this.readDetails();
    const frames = [...this.pending.values()];
    this.pending.clear();
    for (const frame of frames) this.deliver(frame);
    for (const topic of tell) for (const w of topic.watchers) w();
  }

  private deliver(frame: SymbolFrame) {
    if (frame.type === 'DETAIL') this.latestDetail.set(frame.symbol, frame.data);
    const topic = this.topics.get(frameKey(frame));
    if (!topic) return;
    for (const l of topic.listeners) l(frame);
    for (const w of topic.watchers) w();
  }
}
