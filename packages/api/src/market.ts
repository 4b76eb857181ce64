import { http, type CallOptions, type Ok } from './client';

/** Kline intervals of the market socket and the history call: 1m … 1M. */
export const KLINE_INTERVALS = ['1min', '5min', '15min', '30min', '60min', '4hour', '1day', '1week', '1mon'] as const;
export type KlineInterval = (typeof KLINE_INTERVALS)[number];

/** One candle. time is the bucket's start (ms, UTC-aligned; weeks start on Monday, months on the 1st). */
export interface Candle {
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/**
 * `/api/market/kline?symbol&interval&size` (a delta: the spec has no history call): the
 * closed candles of an interval, oldest first, with the current one last. size ≤ 1000.
 */
export const getKlineHistory = (symbol: string, interval: KlineInterval, size = 300, options?: CallOptions) =>
  http.post<Ok<Candle[]>>('/market/kline', {}, { ...options, params: { symbol, interval, size } }).then((r) => r.data.data);
