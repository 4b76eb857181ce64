import type { MarketChannel, ServerFrame } from '../contract.js';
import { DEFAULT_INTERVAL, isKlineInterval, KLINE_INTERVALS, type KlineInterval } from './intervals.js';
import type { MarketSimulator, SymbolUpdate } from './simulator.js';

/** What the hub needs from a socket: the transport (ws) stays in socket.ts. */
export interface MarketConnection {
  readonly uuid: string;
  send(text: string): void;
}

interface Subscription {
  channel: MarketChannel;
  symbol: string;
  interval?: KlineInterval;
}

interface ConnectionState {
  id: number;
  connection: MarketConnection;
  openedAt: number;
  lastPingAt: number | null;
  subscriptions: Map<string, Subscription>;
  /** Subscribe frames for a key this connection already had (a client that does not reference-count). */
  duplicateSubscribes: number;
  malformedFrames: number;
}

export interface WsStats {
  connections: number;
  totalSubscriptions: number;
  duplicateSubscribes: number;
  malformedFrames: number;
  framesSent: number;
  /** Connections subscribed, per "CHANNEL:symbol" (KLINE: "KLINE:symbol:interval"). */
  byKey: Record<string, number>;
  perConnection: {
    id: number;
    uuid: string;
    openedAt: number;
    lastPingAt: number | null;
    subscriptions: string[];
    duplicateSubscribes: number;
    malformedFrames: number;
  }[];
}

const CHANNELS: ReadonlySet<string> = new Set<MarketChannel>(['DETAIL', 'KLINE', 'TRADE', 'DEPTH']);
const MAX_SUBSCRIPTIONS_PER_CONNECTION = 500;
const MAX_FRAME_BYTES = 4096;
const TRADES_ON_SUBSCRIBE = 20;

const keyOf = (s: Subscription) => (s.channel === 'KLINE' ? `KLINE:${s.symbol}:${s.interval}` : `${s.channel}:${s.symbol}`);

/**
 * The market socket's subscriptions: which connection wants which channel and symbol, the
 * snapshot on subscribe and the frames on every market update. Subscribing is idempotent per
 * connection (a second subscribe to the same key sends a fresh snapshot and is counted as a
 * duplicate in the stats); one unsubscribe stops that key's frames.
 */
export class MarketHub {
  private readonly connections = new Map<MarketConnection, ConnectionState>();
  /** Subscribers per key, for the broadcast on every tick. */
  private readonly index = new Map<string, Set<ConnectionState>>();
  private readonly unlisten: () => void;
  private nextId = 1;
  private framesSent = 0;
  private lostDuplicates = 0;
  private lostMalformed = 0;

  constructor(
    private readonly market: MarketSimulator,
    private readonly now: () => number,
  ) {
    this.unlisten = market.onUpdate((updates) => this.broadcast(updates));
  }

  attach(connection: MarketConnection): void {
    this.connections.set(connection, {
      id: this.nextId++,
      connection,
      openedAt: this.now(),
      lastPingAt: null,
      subscriptions: new Map(),
      duplicateSubscribes: 0,
      malformedFrames: 0,
    });
  }

  detach(connection: MarketConnection): void {
    const state = this.connections.get(connection);
    if (!state) return;
    for (const key of state.subscriptions.keys()) this.unindex(key, state);
    // Keep the totals of closed connections in the global counters.
    this.lostDuplicates += state.duplicateSubscribes;
    this.lostMalformed += state.malformedFrames;
    this.connections.delete(connection);
  }

  /** One client frame. Anything malformed is counted and ignored: a bad client never breaks the socket. */
  handleMessage(connection: MarketConnection, raw: string): void {
    const state = this.connections.get(connection);
    if (!state) return;
    const frame = raw.length <= MAX_FRAME_BYTES ? parse(raw) : undefined;
    if (!frame) {
      state.malformedFrames++;
      return;
    }
    if (frame.type === 'ping') {
      state.lastPingAt = this.now();
      return;
    }
    const subscription = this.readSubscription(frame);
    if (!subscription) {
      state.malformedFrames++;
      return;
    }
    const key = keyOf(subscription);
    if (frame.type === 'unsubscribe') {
      if (state.subscriptions.delete(key)) this.unindex(key, state);
      return;
    }
    if (state.subscriptions.has(key)) {
      state.duplicateSubscribes++;
    } else {
      if (state.subscriptions.size >= MAX_SUBSCRIPTIONS_PER_CONNECTION) {
        state.malformedFrames++;
        return;
      }
      state.subscriptions.set(key, subscription);
      let subscribers = this.index.get(key);
      if (!subscribers) this.index.set(key, (subscribers = new Set()));
      subscribers.add(state);
    }
    this.sendSnapshot(state, subscription);
  }

  /** Sends a text as is to every connection (development: frames a client must survive); answers how many. */
  sendToAll(text: string): number {
    for (const state of this.connections.values()) this.send(state, text);
    return this.connections.size;
  }

  heartbeat(): void {
    const text = JSON.stringify({ type: 'HEARTBEAT', ts: this.now() } satisfies ServerFrame);
    for (const state of this.connections.values()) this.send(state, text);
  }

  stats(): WsStats {
    const states = [...this.connections.values()];
    const byKey: Record<string, number> = {};
    for (const [key, subscribers] of this.index) byKey[key] = subscribers.size;
    return {
      connections: states.length,
      totalSubscriptions: states.reduce((n, s) => n + s.subscriptions.size, 0),
      duplicateSubscribes: this.lostDuplicates + states.reduce((n, s) => n + s.duplicateSubscribes, 0),
      malformedFrames: this.lostMalformed + states.reduce((n, s) => n + s.malformedFrames, 0),
      framesSent: this.framesSent,
      byKey,
      perConnection: states.map((s) => ({
        id: s.id,
        uuid: s.connection.uuid,
        openedAt: s.openedAt,
        lastPingAt: s.lastPingAt,
        subscriptions: [...s.subscriptions.keys()],
        duplicateSubscribes: s.duplicateSubscribes,
        malformedFrames: s.malformedFrames,
      })),
    };
  }

  dispose(): void {
    this.unlisten();
    this.connections.clear();
    this.index.clear();
  }

  private readSubscription(frame: Record<string, unknown>): Subscription | undefined {
    const { type, channel, symbol, interval } = frame;
    if (type !== 'subscribe' && type !== 'unsubscribe') return undefined;
    if (typeof channel !== 'string' || !CHANNELS.has(channel)) return undefined;
    if (typeof symbol !== 'string' || !this.market.has(symbol)) return undefined;
    const lower = symbol.toLowerCase();
    if (channel !== 'KLINE') return { channel: channel as MarketChannel, symbol: lower };
    if (interval === undefined) return { channel: 'KLINE', symbol: lower, interval: DEFAULT_INTERVAL };
    return isKlineInterval(interval) ? { channel: 'KLINE', symbol: lower, interval } : undefined;
  }

  /** On subscribe the client gets the current state at once, not only at the next tick. */
  private sendSnapshot(state: ConnectionState, s: Subscription): void {
    this.send(state, JSON.stringify(this.snapshot(s)));
  }

  private snapshot({ channel, symbol, interval }: Subscription): ServerFrame {
    switch (channel) {
      case 'DETAIL':
        return { type: 'DETAIL', symbol, data: this.market.detail(symbol) };
      case 'KLINE':
        return { type: 'KLINE', symbol, interval: interval!, data: this.market.kline(symbol, interval!) };
      case 'TRADE':
        return { type: 'TRADE', symbol, data: this.market.recentTrades(symbol, TRADES_ON_SUBSCRIBE) };
      case 'DEPTH':
        return { type: 'DEPTH', symbol, data: this.market.depth(symbol) };
    }
  }

  /** Each frame is serialised once per tick and symbol, whatever the number of subscribers. */
  private broadcast(updates: SymbolUpdate[]): void {
    if (this.index.size === 0) return;
    for (const { symbol, trades } of updates) {
      this.publish(`DETAIL:${symbol}`, () => ({ type: 'DETAIL', symbol, data: this.market.detail(symbol) }));
      for (const interval of KLINE_INTERVALS) {
        this.publish(`KLINE:${symbol}:${interval}`, () => ({ type: 'KLINE', symbol, interval, data: this.market.kline(symbol, interval) }));
      }
      if (trades.length > 0) this.publish(`TRADE:${symbol}`, () => ({ type: 'TRADE', symbol, data: trades }));
      this.publish(`DEPTH:${symbol}`, () => ({ type: 'DEPTH', symbol, data: this.market.depth(symbol) }));
    }
  }

  private publish(key: string, frame: () => ServerFrame): void {
    const subscribers = this.index.get(key);
    if (!subscribers || subscribers.size === 0) return;
    const text = JSON.stringify(frame());
    for (const state of subscribers) this.send(state, text);
  }

  private send(state: ConnectionState, text: string): void {
    try {
      state.connection.send(text);
      this.framesSent++;
    } catch {
      // The socket closed under us; its close handler detaches it.
    }
  }

  private unindex(key: string, state: ConnectionState): void {
    const subscribers = this.index.get(key);
    subscribers?.delete(state);
    if (subscribers?.size === 0) this.index.delete(key);
  }
}

function parse(raw: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
