import type { ContractOrder, ContractPosition, LoanOrder, SecondContractOrder, SpotOrder } from '@atrium/api';

/**
 * The wire protocol of the market socket `/ws/{uuid}` (spec §7 Sockets). The spec names the
 * message kinds but not their shape; this is Atrium's reading, implemented by the reference
 * API in `server/` and listed in `server/CONTRACT-DELTA.md`.
 *
 * Client → server, JSON text frames:
 *   { "type": "subscribe",   "channel": "DETAIL" | "KLINE" | "TRADE" | "DEPTH", "symbol": "btcusdt", "interval"?: "1min" }
 *   { "type": "unsubscribe", "channel": ..., "symbol": ..., "interval"?: ... }
 *   { "type": "ping" }                                   (answer to HEARTBEAT)
 * Server → client:
 *   { "type": "HEARTBEAT", "ts": 1700000000000 }         (every 20 s; the client answers ping)
 *   { "type": "DETAIL", "symbol": "btcusdt", "data": MarketDetail }
 *   { "type": "KLINE",  "symbol": "btcusdt", "interval": "1min", "data": Kline }
 *   { "type": "TRADE",  "symbol": "btcusdt", "data": Trade[] }
 *   { "type": "DEPTH",  "symbol": "btcusdt", "data": Depth }          (the order book, on every tick)
 * Symbols are lower case; all amounts and prices are decimal strings.
 */
export type MarketChannel = 'DETAIL' | 'KLINE' | 'TRADE' | 'DEPTH';

/** Price info per coin (spec §3): what a DETAIL frame carries. */
export interface MarketDetail {
  close: string;
  openPrice: string;
  /** close − openPrice. */
  change: string;
  /** Percent, e.g. "1.2345" for +1.2345 %. */
  priceChangePercent: string;
  volume: string;
  volume2: string;
  volume24: string;
  high24: string;
  low24: string;
  ts: number;
}

export interface Kline {
  /** Bucket start, ms. */
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

export interface Trade {
  id: string;
  price: string;
  amount: string;
  direction: 'buy' | 'sell';
  ts: number;
}

/** One side's levels: [price, amount in the base coin], best first. */
export type DepthLevel = [price: string, amount: string];

/** The order book around the last price: 20 levels a side, bids descending, asks ascending. */
export interface Depth {
  bids: DepthLevel[];
  asks: DepthLevel[];
  ts: number;
}

export type ClientFrame =
  | { type: 'subscribe' | 'unsubscribe'; channel: MarketChannel; symbol: string; interval?: string }
  | { type: 'ping' };

export type ServerFrame =
  | { type: 'HEARTBEAT'; ts: number }
  | { type: 'DETAIL'; symbol: string; data: MarketDetail }
  | { type: 'KLINE'; symbol: string; interval: string; data: Kline }
  | { type: 'TRADE'; symbol: string; data: Trade[] }
  | { type: 'DEPTH'; symbol: string; data: Depth };

/**
 * The user socket `/ws/coin/{userId}` (spec §7). A browser cannot put the token in a WebSocket
 * header and a URL would leak it into logs, so the first frame authenticates; the server closes
 * the socket (code 4401) when the token is missing, wrong, or belongs to another user than the
 * path names. Atrium's reading, listed in server/CONTRACT-DELTA.md.
 *
 * Client → server: { "type": "auth", "token": "…" } first, then { "type": "ping" } to each HEARTBEAT.
 * Server → client: HEARTBEAT; USER_STATUS (the user's status changed: refresh user info);
 * SETTLEMENT (an order settled or filled: a second-contract order at its period's end, a contract
 * or spot limit order when its price was reached) and POSITION (a contract position opened,
 * changed or closed, with why); OWNCOIN
 * (a dialog: amountLimit is its title, msg its body).
 */
export type UserClientFrame = { type: 'auth'; token: string } | { type: 'ping' };

export type UserServerFrame =
  | { type: 'HEARTBEAT'; ts: number }
  | { type: 'USER_STATUS'; data: { status: number } }
  | { type: 'SETTLEMENT'; data: Settlement }
  | { type: 'POSITION'; data: PositionEvent }
  | { type: 'OWNCOIN'; data: { amountLimit: string; msg: string } }
  | { type: 'LOAN'; data: LoanEvent };

/** A loan's risk event: its LTV crossed the margin call, or its collateral was sold (server/src/lending/loan-watch.ts). */
export interface LoanEvent {
  reason: 'marginCall' | 'liquidation';
  loan: LoanOrder;
}

export type Settlement =
  | { product: 'second'; order: SecondContractOrder }
  | { product: 'contract'; order: ContractOrder }
  | { product: 'spot'; order: SpotOrder };

/** Why a position changed: the user opened, added to, adjusted or closed it; or the market closed it. */
export type PositionReason = 'open' | 'add' | 'margin' | 'reduce' | 'close' | 'liquidation' | 'takeProfit' | 'stopLoss';

export interface PositionEvent {
  reason: PositionReason;
  position: ContractPosition;
}

/** The close code of a user socket the server refused (authentication). */
export const USER_SOCKET_REFUSED = 4401;
