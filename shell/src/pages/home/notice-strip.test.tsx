import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderHook, screen, waitFor } from '@testing-library/react';
import { commonReady } from '@atrium/i18n';
import { ApiError, getKycInfo, listNotices, type CallOptions } from '@atrium/api';
import { renderRoutes } from '@atrium/ui/testing';
import { uiI18nReady } from '@atrium/ui';
import { shellI18nReady } from '../../i18n/register';
import { useKycSummary } from '../home-sidebar/use-kyc-summary';
import { NoticeStrip } from './notice-strip';
import { yieldToMain } from '../../boot/yield-to-main';

vi.mock('@atrium/api', async (original) => ({ ...(await original<typeof import('@atrium/api')>()), listNotices: vi.fn(), getKycInfo: vi.fn() }));

/** A call that never answers and, as the client does, rejects as `cancelled` when its signal aborts. */
const hanging = (options?: CallOptions) =>
  new Promise<never>((_, reject) => options?.signal?.addEventListener('abort', () => reject(new ApiError('cancelled', null, 'cancelled'))));

beforeAll(() => Promise.all([shellI18nReady, commonReady, uiI18nReady]));
afterEach(() => vi.clearAllMocks());

describe('reads of the home screen that are not a page call', () => {
  it('the notice strip cancels its read when the home is left', async () => {
    vi.mocked(listNotices).mockImplementation((_key, _model, options) => hanging(options));
    const { unmount } = renderRoutes({ '/': <NoticeStrip /> }, '/');
    await waitFor(() => expect(listNotices).toHaveBeenCalledWith('NOTICE', undefined, { signal: expect.any(AbortSignal) }));
    const signal = vi.mocked(listNotices).mock.calls[0]![2]!.signal!;
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
    expect(screen.queryByTestId('notice-strip')).toBeNull();
  });

  it('the notice strip starts its read in a task of its own, not in the one that runs the first screen’s effects', async () => {
    vi.mocked(listNotices).mockImplementation((_key, _model, options) => hanging(options));
    renderRoutes({ '/': <NoticeStrip /> }, '/');
    // render() has committed and run the effects (act): the read is not among them.
    expect(listNotices).not.toHaveBeenCalled();
    await waitFor(() => expect(listNotices).toHaveBeenCalledTimes(1));
  });

  it('the notice strip leaves before its read started: no read at all', async () => {
    vi.mocked(listNotices).mockImplementation((_key, _model, options) => hanging(options));
    const { unmount } = renderRoutes({ '/': <NoticeStrip /> }, '/');
    unmount();
    // The strip's own task has come and gone (tasks run in order).
    await yieldToMain();
    await yieldToMain();
    expect(listNotices).not.toHaveBeenCalled();
  });

  it('the notice strip keeps its box while its read is under way, and gives it up when there are no notices', async () => {
    let answer: (rows: Awaited<ReturnType<typeof listNotices>>) => void = () => undefined;
    vi.mocked(listNotices).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderRoutes({ '/': <NoticeStrip /> }, '/');
    // The box the strip will fill: nothing below it moves when the notices arrive.
    expect(screen.getByTestId('notice-strip-pending')).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(listNotices).toHaveBeenCalled());
    answer([]);
    await waitFor(() => expect(screen.queryByTestId('notice-strip-pending')).toBeNull());
    expect(screen.queryByTestId('notice-strip')).toBeNull();
  });

  it('the sidebar’s identity summary cancels its read when the sidebar closes', async () => {
    vi.mocked(getKycInfo).mockImplementation(hanging);
    const { result, unmount } = renderHook(() => useKycSummary());
    await waitFor(() => expect(getKycInfo).toHaveBeenCalledWith({ signal: expect.any(AbortSignal) }));
    const signal = vi.mocked(getKycInfo).mock.calls[0]![0]!.signal!;
    unmount();
    expect(signal.aborted).toBe(true);
    expect(result.current).toBeNull();
  });
});
