import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '@atrium/api';
import { useReloadable, type ReloadCall } from './use-reloadable';

/** What a load is handed, and how to answer it: as the client does, an abort rejects it as `cancelled`. */
function loads() {
  const calls: { signal: AbortSignal; answer(rows: string[]): void }[] = [];
  const load = vi.fn(
    ({ signal }: ReloadCall) =>
      new Promise<string[]>((resolve, reject) => {
        calls.push({ signal, answer: resolve });
        signal.addEventListener('abort', () => reject(new ApiError('cancelled', null, 'cancelled')));
      }),
  );
  return { calls, load };
}

describe('useReloadable', () => {
  it('cancels a reload overtaken by a newer one, keeping the rows, and shows the newer answer', async () => {
    const { calls, load } = loads();
    const { result } = renderHook(() => useReloadable(load));
    await act(async () => calls[0]!.answer(['a']));
    expect(result.current.state).toEqual({ status: 'ready', data: ['a'] });

    act(() => result.current.reload());
    act(() => result.current.reload());
    expect(calls).toHaveLength(3);
    expect(calls[1]!.signal.aborted).toBe(true);
    expect(calls[2]!.signal.aborted).toBe(false);
    // The cancelled reload changes nothing on screen.
    await act(async () => undefined);
    expect(result.current.state).toEqual({ status: 'ready', data: ['a'] });
    await act(async () => calls[2]!.answer(['b']));
    expect(result.current.state).toEqual({ status: 'ready', data: ['b'] });
  });

  it('cancels the read of the old deps when they change, and the one on its way on unmount, showing no error', async () => {
    const { calls, load } = loads();
    const { result, rerender, unmount } = renderHook(({ symbol }) => useReloadable(load, [symbol]), { initialProps: { symbol: 'btcusdt' } });
    await waitFor(() => expect(calls).toHaveLength(1));
    rerender({ symbol: 'ethusdt' });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    await act(async () => undefined);
    expect(result.current.state.status).toBe('loading');

    unmount();
    expect(calls[1]!.signal.aborted).toBe(true);
  });
});
