import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { marketHub, type MarketDetail } from '@atrium/platform';
import { ROW_REFRESH_MS, useLiveDetail } from './use-live-detail';

const detail = (close: string): MarketDetail => ({
  close,
  openPrice: '100',
  change: '0',
  priceChangePercent: '0',
  volume: '1',
  volume2: '1',
  volume24: '1',
  high24: close,
  low24: close,
  ts: Number(close),
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a list row’s live price', () => {
  it('repaints at once, then at most once per ROW_REFRESH_MS in a storm, ending on the last price', () => {
    vi.useFakeTimers();
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useLiveDetail('btcusdt', true);
    });
    const before = renders;
    act(() => marketHub.applySnapshot('btcusdt', detail('101')));
    expect(result.current?.close).toBe('101');
    // A storm: 20 prices within one refresh period.
    act(() => {
      for (let i = 0; i < 20; i++) marketHub.applySnapshot('btcusdt', detail(String(102 + i)));
    });
    expect(renders - before).toBeLessThanOrEqual(2);
    act(() => vi.advanceTimersByTime(ROW_REFRESH_MS));
    expect(result.current?.close).toBe('121');
    expect(renders - before).toBeLessThanOrEqual(3);
  });

  it('does not subscribe while the row is off screen, and keeps the last price it knew', () => {
    const subscribe = vi.spyOn(marketHub, 'subscribe');
    marketHub.applySnapshot('ethusdt', detail('200'));
    const { result } = renderHook(() => useLiveDetail('ethusdt', false));
    expect(subscribe).not.toHaveBeenCalled();
    expect(result.current?.close).toBe('200');
  });
});
