/**
 * Frames a broken or hostile server could send, for tests of a client that must survive them
 * (development only: /api/__dev/sockets/malformed). Each kind is a list of text frames; none is
 * a frame the protocol (packages/platform/src/realtime/protocol.ts) allows, so a client that
 * shows anything from them is wrong.
 */
export const MALFORMED_KINDS = ['invalid-json', 'wrong-shape', 'unknown-type', 'huge'] as const;
export type MalformedKind = (typeof MALFORMED_KINDS)[number];
export type SocketKind = 'market' | 'user';

/** Big enough to hurt a client that copies or renders it, small enough for the socket's send buffer. */
export const HUGE_FRAME_BYTES = 512 * 1024;

/** A symbol that exists, so a client that only checks names would take the frame. */
const SYMBOL = 'btcusdt';

const invalidJson = ['{"type":"DETAIL","symbol":"btcusdt","data":{"close":"1', 'not json at all', '', '\u0000\u0001'];

/** Valid JSON of the wrong shape: not an object, or a known type whose fields are wrong. */
const wrongShape: Record<SocketKind, unknown[]> = {
  market: [
    42,
    null,
    'DETAIL',
    [{ type: 'DETAIL', symbol: SYMBOL }],
    { type: 'DETAIL', symbol: SYMBOL, data: null },
    { type: 'DETAIL', symbol: SYMBOL, data: { close: 'NaN', openPrice: '1' } },
    { type: 'DETAIL', symbol: SYMBOL, data: { close: { value: 1 }, openPrice: [] } },
    { type: 'DETAIL', symbol: 7, data: { close: '1', openPrice: '1' } },
    { type: 'KLINE', symbol: SYMBOL, interval: '1min', data: null },
    { type: 'KLINE', symbol: SYMBOL, interval: '1min', data: { time: 'yesterday', open: '1', high: '1', low: '1', close: '1', volume: '1' } },
    { type: 'TRADE', symbol: SYMBOL, data: { price: '1' } },
    { type: 'TRADE', symbol: SYMBOL, data: [null, { price: 'x' }] },
    { type: 'DEPTH', symbol: SYMBOL, data: { bids: 'none', asks: null } },
    { type: 'HEARTBEAT', ts: 'soon' },
  ],
  user: [
    42,
    null,
    [],
    { type: 'OWNCOIN', data: null },
    { type: 'OWNCOIN', data: { amountLimit: { html: '<b>' }, msg: 7 } },
    { type: 'USER_STATUS', data: { status: 'frozen' } },
    { type: 'SETTLEMENT', data: 'done' },
    { type: 'POSITION', data: { reason: 'open' } },
    { type: 7, data: {} },
  ],
};

const unknownType: Record<SocketKind, unknown[]> = {
  market: [
    { type: 'PRICE', symbol: SYMBOL, data: { close: '1', openPrice: '1' } },
    { type: 'detail', symbol: SYMBOL, data: { close: '1', openPrice: '1' } },
    { type: '__proto__', symbol: SYMBOL, data: {} },
  ],
  user: [{ type: 'BALANCE', data: { usdt: '1' } }, { type: 'owncoin', data: { amountLimit: 'x', msg: 'y' } }, { type: 'constructor', data: {} }],
};

/** One frame of HUGE_FRAME_BYTES: valid JSON with a known type and a price of absurd length. */
function huge(socket: SocketKind): string {
  const digits = '9'.repeat(HUGE_FRAME_BYTES);
  return socket === 'market'
    ? JSON.stringify({ type: 'DETAIL', symbol: SYMBOL, data: { close: digits, openPrice: digits } })
    : JSON.stringify({ type: 'OWNCOIN', data: { amountLimit: 'x', msg: digits } });
}

/** The text frames of one kind for one socket, in the order they are sent. */
export function malformedFrames(kind: MalformedKind, socket: SocketKind): string[] {
  switch (kind) {
    case 'invalid-json':
      return invalidJson;
    case 'wrong-shape':
      return wrongShape[socket].map((f) => JSON.stringify(f));
    case 'unknown-type':
      return unknownType[socket].map((f) => JSON.stringify(f));
    case 'huge':
      return [huge(socket)];
  }
}
