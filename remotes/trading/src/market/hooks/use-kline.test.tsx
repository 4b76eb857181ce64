import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError, getKlineHistory, type CallOptions, type Candle } from '@atrium/api';
import { useKline } from './use-kline';
import { fakeMarket } from '../test/hub';

vi.mock('@atrium/api', async (importOriginal) => ({ ...(await importOriginal<typeof import('@atrium/api')>()), getKlineHistory: vi.fn() }));

const candle = (minute: number, close: string): Candle => ({ time: minute * 60_000, open: '1', high: '2', low: '0.5', close, volume: '3' });
const kline = (minute: number, close: string) => ({ type: 'KLINE' as const, symbol: 'btcusdt', interval: '1min', data: candle(minute, close) });
/** A history read that never answers and, as the client does, rejects as `cancelled` when its signal aborts. */
const hanging = (_symbol: string, _interval: string, _size?: number, options?: CallOptions) =>
  new Promise<never>((_, reject) => options?.signal?.addEventListener('abort', () => reject(new ApiError('cancelled', null, 'cancelled'))));
const signalOf = (n: number) => vi.mocked(getKlineHistory).mock.calls[n]![3]!.signal!;
const closes = (state: ReturnType<typeof useKline>) => (state.status === 'ready' ? state.candles.map((c) => `${c.time / 60_000}:${c.close}`) : state.status);

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(getKlineHistory).mockReset();
});

describe('the candles of a chart', () => {
  it('starts from the history and applies live frames by the candle rule', async () => {
    const market = fakeMarket();
    vi.mocked(getKlineHistory).mockResolvedValue([candle(1, '10'), candle(2, '11')]);
    const { result } = renderHook(() => useKline('btcusdt', '1min'));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(closes(result.current)).toEqual(['1:10', '2:11']));
    expect(getKlineHistory).toHaveBeenCalledWith('btcusdt', '1min', 300, { signal: expect.any(AbortSignal) });
    act(() => market.send(kline(2, '11.5')));
    expect(closes(result.current)).toEqual(['1:10', '2:11.5']);
    act(() => market.send(kline(3, '12')));
    expect(closes(result.current)).toEqual(['1:10', '2:11.5', '3:12']);
    // A late frame for the closed candle at the roll-over is ignored.
    act(() => market.send(kline(2, '99')));
    expect(closes(result.current)).toEqual(['1:10', '2:11.5', '3:12']);
    // Frames of another interval are not this chart's.
    act(() => market.send({ ...kline(4, '1'), interval: '5min' }));
    expect(closes(result.current)).toEqual(['1:10', '2:11.5', '3:12']);
  });

  it('holds frames that arrive before the history and applies them after it', async () => {
    const market = fakeMarket();
    let answer!: (candles: Candle[]) => void;
    vi.mocked(getKlineHistory).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useKline('btcusdt', '1min'));
    act(() => market.send(kline(2, '11.2')));
    act(() => market.send(kline(3, '12')));
    await act(async () => answer([candle(1, '10'), candle(2, '11')]));
    expect(closes(result.current)).toEqual(['1:10', '2:11.2', '3:12']);
  });

  it('fetches the history again when the socket comes back after a drop, keeping the candles meanwhile', async () => {
    const market = fakeMarket();
    vi.mocked(getKlineHistory).mockResolvedValueOnce([candle(1, '10')]).mockResolvedValueOnce([candle(1, '10'), candle(2, '11'), candle(3, '12')]);
    const { result } = renderHook(() => useKline('btcusdt', '1min'));
    await waitFor(() => expect(closes(result.current)).toEqual(['1:10']));
    expect(getKlineHistory).toHaveBeenCalledTimes(1);
    act(() => market.setStatus('closed'));
    act(() => market.setStatus('connecting'));
    expect(closes(result.current)).toEqual(['1:10']);
    act(() => market.setStatus('open'));
    await waitFor(() => expect(closes(result.current)).toEqual(['1:10', '2:11', '3:12']));
    expect(getKlineHistory).toHaveBeenCalledTimes(2);
    expect(market.listening('KLINE', 'btcusdt', '1min')).toBe(1);
  });

  it('shows an error with a retry when the history cannot be fetched', async () => {
    fakeMarket();
    vi.mocked(getKlineHistory).mockRejectedValueOnce(new Error('down')).mockResolvedValue([candle(1, '10')]);
    const { result } = renderHook(() => useKline('btcusdt', '1min'));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    await waitFor(() => expect(closes(result.current)).toEqual(['1:10']));
  });

  it('never shows the candles of the previous interval under a new one', async () => {
    fakeMarket();
    vi.mocked(getKlineHistory).mockResolvedValueOnce([candle(1, '10')]).mockReturnValueOnce(new Promise(() => undefined));
    const { result, rerender } = renderHook(({ interval }) => useKline('btcusdt', interval), { initialProps: { interval: '1min' as const } as { interval: '1min' | '5min' } });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    rerender({ interval: '5min' });
    expect(result.current.status).toBe('loading');
  });

  it('cancels the history of an interval no longer shown, and the one on its way when the chart goes', async () => {
    fakeMarket();
    vi.mocked(getKlineHistory).mockImplementationOnce(hanging).mockResolvedValueOnce([candle(5, '20')]);
    const { result, rerender, unmount } = renderHook(({ interval }) => useKline('btcusdt', interval), { initialProps: { interval: '1min' } as { interval: '1min' | '5min' } });
    await waitFor(() => expect(getKlineHistory).toHaveBeenCalledTimes(1));
    const first = signalOf(0);
    expect(first.aborted).toBe(false);
    rerender({ interval: '5min' });
    expect(first.aborted).toBe(true);
    await waitFor(() => expect(closes(result.current)).toEqual(['5:20']));
    expect(getKlineHistory).toHaveBeenLastCalledWith('btcusdt', '5min', 300, { signal: expect.any(AbortSignal) });

    // After a retry, leaving the chart aborts the read on its way.
    vi.mocked(getKlineHistory).mockImplementationOnce(hanging);
    act(() => result.current.retry());
    await waitFor(() => expect(getKlineHistory).toHaveBeenCalledTimes(3));
    const third = signalOf(2);
    expect(third.aborted).toBe(false);
    unmount();
    expect(third.aborted).toBe(true);
  });
});
