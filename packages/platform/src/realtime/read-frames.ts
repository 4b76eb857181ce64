import type { ServerFrame, UserServerFrame } from './protocol';

/**
 * The server frames the sockets act on, checked against protocol.ts before anything reads them:
 * text that is not JSON, JSON of the wrong shape, an unknown type or absurd values (a 500 000
 * digit price) answer undefined and are dropped. A broken or hostile server must neither throw
 * inside a socket handler (an uncaught error on every frame) nor put garbage on screen.
 */

type Json = Record<string, unknown>;

/** Longer than any real price or amount; a longer "number" is garbage, not a price. */
const MAX_DECIMAL_CHARS = 40;
const DECIMAL = /^[-+]?\d+(\.\d+)?$/;
const SYMBOL = /^[A-Za-z0-9._-]{1,40}$/;
const DETAIL_DECIMALS = ['change', 'priceChangePercent', 'volume', 'volume2', 'volume24', 'high24', 'low24'] as const;
/** The dialog of an OWNCOIN frame: a title and a message, not a book. */
const MAX_TITLE_CHARS = 200;
const MAX_MESSAGE_CHARS = 5000;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isDecimal = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_DECIMAL_CHARS && DECIMAL.test(value);
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

function parseObject(raw: string): Json | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    return isObject(value) && typeof value.type === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

function isDetail(data: unknown): boolean {
  if (!isObject(data) || !isDecimal(data.close) || !isDecimal(data.openPrice)) return false;
  // The other figures may be absent (the screens show a dash), but never anything else.
  return DETAIL_DECIMALS.every((key) => data[key] === undefined || isDecimal(data[key]));
}

const isKline = (data: unknown) =>
  isObject(data) && isTime(data.time) && isDecimal(data.open) && isDecimal(data.high) && isDecimal(data.low) && isDecimal(data.close) && isDecimal(data.volume);

const isTrade = (trade: unknown) =>
  isObject(trade) &&
  (typeof trade.id === 'string' || typeof trade.id === 'number') &&
  isDecimal(trade.price) &&
  isDecimal(trade.amount) &&
  (trade.direction === 'buy' || trade.direction === 'sell') &&
  isTime(trade.ts);

const isLevels = (levels: unknown) => Array.isArray(levels) && levels.every((l) => Array.isArray(l) && l.length === 2 && isDecimal(l[0]) && isDecimal(l[1]));

const isDepth = (data: unknown) => isObject(data) && isLevels(data.bids) && isLevels(data.asks) && isTime(data.ts);

/** A market socket frame (protocol.ts), or undefined when it is not one. */
export function readMarketFrame(raw: string): ServerFrame | undefined {
  const frame = parseObject(raw);
  if (!frame) return undefined;
  if (frame.type === 'HEARTBEAT') return isTime(frame.ts) ? (frame as ServerFrame) : undefined;
  if (typeof frame.symbol !== 'string' || !SYMBOL.test(frame.symbol)) return undefined;
  const { data } = frame;
  switch (frame.type) {
    case 'DETAIL':
      return isDetail(data) ? (frame as ServerFrame) : undefined;
    case 'KLINE':
      return typeof frame.interval === 'string' && isKline(data) ? (frame as ServerFrame) : undefined;
    case 'TRADE':
      return Array.isArray(data) && data.every(isTrade) ? (frame as ServerFrame) : undefined;
    case 'DEPTH':
      return isDepth(data) ? (frame as ServerFrame) : undefined;
    default:
      return undefined;
  }
}

const SETTLEMENT_PRODUCTS: ReadonlySet<unknown> = new Set(['second', 'contract', 'spot']);
const LOAN_REASONS: ReadonlySet<unknown> = new Set(['marginCall', 'liquidation']);

/** A user socket frame (protocol.ts), or undefined when it is not one. */
export function readUserFrame(raw: string): UserServerFrame | undefined {
  const frame = parseObject(raw);
  if (!frame) return undefined;
  const { data } = frame;
  switch (frame.type) {
    case 'HEARTBEAT':
      return frame as UserServerFrame;
    case 'USER_STATUS':
      return isObject(data) && Number.isInteger(data.status) ? (frame as UserServerFrame) : undefined;
    case 'OWNCOIN':
      return isObject(data) && isText(data.amountLimit, MAX_TITLE_CHARS) && isText(data.msg, MAX_MESSAGE_CHARS) ? (frame as UserServerFrame) : undefined;
    case 'SETTLEMENT':
      return isObject(data) && SETTLEMENT_PRODUCTS.has(data.product) && isObject(data.order) ? (frame as UserServerFrame) : undefined;
    case 'POSITION':
      return isObject(data) && typeof data.reason === 'string' && isObject(data.position) ? (frame as UserServerFrame) : undefined;
    case 'LOAN':
      return isObject(data) && LOAN_REASONS.has(data.reason) && isObject(data.loan) ? (frame as UserServerFrame) : undefined;
    default:
      return undefined;
  }
}
