import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useUploadProgress } from './use-upload-progress';

describe('useUploadProgress', () => {
  it('adds the parts of a batch up, by their bytes', () => {
    const { result } = renderHook(() => useUploadProgress());
    let front: (p: { loaded: number; total: number | null }) => void = () => undefined;
    let back: typeof front = () => undefined;
    act(() => {
      const batch = result.current.begin();
      front = batch.part('front', 300);
      back = batch.part('back', 100);
    });
    expect(result.current.active).toBe(true);
    expect(result.current.fraction).toBe(0);
    act(() => front({ loaded: 150, total: 300 }));
    expect(result.current.fraction).toBeCloseTo(150 / 400);
    act(() => back({ loaded: 100, total: 100 }));
    expect(result.current.fraction).toBeCloseTo(250 / 400);
    act(() => result.current.end());
    expect(result.current.active).toBe(false);
  });

  it('is indeterminate while a part has no known size', () => {
    const { result } = renderHook(() => useUploadProgress());
    act(() => {
      result.current.begin().part('proof');
    });
    expect(result.current.fraction).toBeNull();
  });

  it('cancels through the batch signal, and on unmount', () => {
    const { result, unmount } = renderHook(() => useUploadProgress());
    let signal: AbortSignal | undefined;
    act(() => {
      signal = result.current.begin().signal;
    });
    act(() => result.current.cancel());
    expect(signal?.aborted).toBe(true);
    act(() => {
      signal = result.current.begin().signal;
    });
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('ignores what a replaced batch still reports', () => {
    const { result } = renderHook(() => useUploadProgress());
    let old: (p: { loaded: number; total: number | null }) => void = () => undefined;
    act(() => {
      old = result.current.begin().part('a', 10);
    });
    act(() => {
      result.current.begin().part('b', 10);
    });
    act(() => old({ loaded: 10, total: 10 }));
    expect(result.current.fraction).toBe(0);
  });
});
