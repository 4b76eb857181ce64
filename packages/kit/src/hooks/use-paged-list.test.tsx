import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Page } from '@atrium/api';
import { usePagedList } from './use-paged-list';

/** A server list of `total` numbered rows, `size` a page. */
function server(total: number, size = 2) {
  return vi.fn(async (pageNum: number, _call?: { signal: AbortSignal }): Promise<Page<number>> => {
    const start = (pageNum - 1) * size;
    return { code: 200, msg: '', rows: Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => start + i + 1), total };
  });
}

const failure = () => Promise.reject(new Error('offline'));

describe('usePagedList', () => {
  it('loads the first page, then appends the next pages until the total is shown', async () => {
    const load = server(5);
    const { result } = renderHook(() => usePagedList(load));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.rows).toEqual([1, 2]));
    expect(result.current).toMatchObject({ status: 'ready', hasMore: true });
    act(() => result.current.loadMore());
    expect(result.current.loadingMore).toBe(true);
    await waitFor(() => expect(result.current.rows).toEqual([1, 2, 3, 4]));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toEqual([1, 2, 3, 4, 5]));
    expect(result.current).toMatchObject({ hasMore: false, loadingMore: false });
    expect(load.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
  });

  it('keeps the rows when "load more" fails, and asks for the same page on the next tap', async () => {
    const load = server(6);
    const { result } = renderHook(() => usePagedList(load));
    await waitFor(() => expect(result.current.rows).toEqual([1, 2]));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toEqual([1, 2, 3, 4]));
    load.mockImplementationOnce(failure);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.loadingMore).toBe(false));
    expect(result.current).toMatchObject({ status: 'ready', rows: [1, 2, 3, 4], hasMore: true });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toEqual([1, 2, 3, 4, 5, 6]));
    expect(load.mock.calls.map(([page]) => page)).toEqual([1, 2, 3, 3]);
  });

  it('shows a failed first page as the error state and starts again on retry', async () => {
    const load = server(3);
    load.mockImplementationOnce(failure);
    const { result } = renderHook(() => usePagedList(load));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', rows: [1, 2] }));
  });

  it('refreshes behind the rows on screen: the new first page replaces them, a failed one leaves them', async () => {
    let total = 3;
    const load = vi.fn(async (pageNum: number): Promise<Page<string>> => ({ code: 200, msg: '', rows: pageNum === 1 ? [`first of ${total}`] : [`page ${pageNum}`], total }));
    const { result } = renderHook(() => usePagedList(load));
    await waitFor(() => expect(result.current.rows).toEqual(['first of 3']));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toEqual(['first of 3', 'page 2']));

    load.mockImplementationOnce(failure);
    act(() => result.current.refresh());
    expect(result.current.status).toBe('ready');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    await Promise.resolve();
    expect(result.current).toMatchObject({ status: 'ready', rows: ['first of 3', 'page 2'] });

    total = 4;
    act(() => result.current.refresh());
    await waitFor(() => expect(result.current.rows).toEqual(['first of 4']));
    // After a refresh, "load more" follows the new first page.
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toEqual(['first of 4', 'page 2']));
  });

  it('aborts a page it no longer wants: a "load more" overtaken by a refresh, or any page on unmount', async () => {
    const load = server(6);
    const { result, unmount } = renderHook(() => usePagedList(load));
    await waitFor(() => expect(result.current.rows).toEqual([1, 2]));
    const signals: AbortSignal[] = [];
    load.mockImplementation((_page, call) => {
      signals.push(call!.signal);
      return new Promise<Page<number>>(() => undefined);
    });
    act(() => result.current.loadMore());
    act(() => result.current.refresh());
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    unmount();
    expect(signals[1]!.aborted).toBe(true);
  });

  it('asks for a failed first page again by itself when the browser is back online', async () => {
    const load = vi.fn(server(3)).mockImplementationOnce(failure);
    const { result } = renderHook(() => usePagedList(load));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', rows: [1, 2] }));
  });

  it('marks rows kept through a failed refresh with when they came, until a refresh answers', async () => {
    const load = server(3);
    const { result } = renderHook(() => usePagedList(load));
    await waitFor(() => expect(result.current.rows).toEqual([1, 2]));
    expect(result.current.staleSince).toBeUndefined();
    load.mockImplementationOnce(failure);
    act(() => result.current.refresh());
    await waitFor(() => expect(result.current.staleSince).toEqual(expect.any(Number)));
    expect(result.current).toMatchObject({ status: 'ready', rows: [1, 2] });
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.staleSince).toBeUndefined());
  });
});
