import { useEffect, useState } from 'react';
import { getKlineHistory, type Candle, type KlineInterval } from '@atrium/api';
import { marketHub, type Kline } from '@atrium/platform';
import { applyKlineFrame } from '../logic/candles';
import { useReconnects } from './use-reconnects';

/** How many candles of history a chart starts with. */
export const HISTORY_SIZE = 300;

export type KlineState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; candles: Candle[] };

interface Held {
  key: string;
  state: Exclude<KlineState, { status: 'loading' }>;
}

/**
 * The candles of a symbol and interval: the history (getKlineHistory), then the live KLINE frames
 * by the candle rule. Frames that arrive before the history are held and applied after it. The
 * history is fetched again after a reconnection and when a kept-alive screen shows again (its
 * effects run again), so the chart has no gap; the candles on screen stay meanwhile.
 */
export function useKline(symbol: string, interval: KlineInterval): KlineState & { retry(): void } {
  const key = `${symbol}:${interval}`;
  const [held, setHeld] = useState<Held | null>(null);
  const [attempt, setAttempt] = useState(0);
  const reconnects = useReconnects();

  useEffect(() => {
    let active = true;
    let candles: Candle[] | null = null;
    const early: Kline[] = [];
    const stop = marketHub.subscribe(
      'KLINE',
      symbol,
      (frame) => {
        if (frame.type !== 'KLINE' || frame.interval !== interval) return;
        if (candles === null) return void early.push(frame.data);
        const next = applyKlineFrame(candles, frame.data);
        if (next === candles) return;
        candles = next;
        setHeld({ key, state: { status: 'ready', candles: next } });
      },
      interval,
    );
    // Another symbol or interval, a reconnection, a retry or leaving /detail aborts the history read.
    const controller = new AbortController();
    getKlineHistory(symbol, interval, HISTORY_SIZE, { signal: controller.signal }).then(
      (history) => {
        if (!active) return;
        candles = early.reduce<Candle[]>(applyKlineFrame, history);
        setHeld({ key, state: { status: 'ready', candles } });
      },
      () => {
        // A failed re-fetch keeps the candles on screen (the client has toasted why); a cancelled
        // one belongs to inputs no longer shown (`active` is false) and shows nothing.
        if (active) setHeld((before) => (before?.key === key && before.state.status === 'ready' ? before : { key, state: { status: 'error' } }));
      },
    );
    return () => {
      active = false;
      controller.abort();
      stop();
    };
  }, [key, symbol, interval, reconnects, attempt]);

  const retry = () => {
    setHeld(null);
    setAttempt((n) => n + 1);
  };
  // Candles of another symbol or interval are never shown under this one.
  return { ...(held?.key === key ? held.state : { status: 'loading' }), retry };
}
