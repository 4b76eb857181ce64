import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useAsync } from './use-async';

describe('useAsync', () => {
  it('loads, reports errors, and loads again on retry', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('data');
    const { result } = renderHook(() => useAsync(load));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'data' }));
  });

  it('drops a result that arrives after the inputs changed', async () => {
    let resolveFirst: (v: string) => void = () => undefined;
    const load = vi.fn((id: number) => (id === 1 ? new Promise<string>((r) => (resolveFirst = r)) : Promise.resolve(`item ${id}`)));
    const { result, rerender } = renderHook(({ id }) => useAsync(() => load(id), [id]), { initialProps: { id: 1 } });
    rerender({ id: 2 });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'item 2' }));
    resolveFirst('item 1');
    await Promise.resolve();
    expect(result.current).toMatchObject({ data: 'item 2' });
  });

  it('aborts the call whose inputs changed, and the call of a screen that unmounts', async () => {
    const signals: AbortSignal[] = [];
    const load = vi.fn(({ signal }: { signal: AbortSignal }) => {
      signals.push(signal);
      return new Promise<string>(() => undefined);
    });
    const { rerender, unmount } = renderHook(({ id }) => useAsync((call) => load(call), [id]), { initialProps: { id: 1 } });
    rerender({ id: 2 });
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    unmount();
    expect(signals[1]!.aborted).toBe(true);
  });

  it('hands an endpoint function its cancel as its options, so it can be passed as it is', async () => {
    const endpoint = vi.fn((options?: { signal?: AbortSignal }) => Promise.resolve(options?.signal instanceof AbortSignal));
    const { result } = renderHook(() => useAsync(endpoint));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: true }));
    // A load written without the argument still works.
    const { result: bare } = renderHook(() => useAsync(() => Promise.resolve('plain')));
    await waitFor(() => expect(bare.current).toMatchObject({ status: 'ready', data: 'plain' }));
  });

  it('keeps the last answer on screen when a reload fails, marked with when it came', async () => {
    const load = vi.fn().mockResolvedValueOnce('balances').mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() => useAsync(load));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'balances' }));
    expect(result.current).not.toHaveProperty('staleSince');
    const before = Date.now();
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ status: 'ready', data: 'balances' });
    await waitFor(() => expect(result.current).toHaveProperty('staleSince'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'balances' });
    expect((result.current as { staleSince: number }).staleSince).toBeLessThanOrEqual(before);
  });

  it('runs a failed call again by itself when the browser is back online', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('data');
    const { result } = renderHook(() => useAsync(load));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'data' }));
    expect(result.current).not.toHaveProperty('staleSince');
  });
});
