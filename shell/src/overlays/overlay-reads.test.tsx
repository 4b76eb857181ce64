import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError, getDictionary, listMails, showDefiActivityNotice, type CallOptions, type DefiActivityNotice } from '@atrium/api';
import { readTenantConfig, setTenant, useSessionStore, type SessionState } from '@atrium/platform';
import { useAnnouncement } from './use-announcement';
import { useActivityNotice } from './use-activity-notice';

vi.mock('@atrium/api', async (original) => ({
  ...(await original<typeof import('@atrium/api')>()),
  listMails: vi.fn(),
  showDefiActivityNotice: vi.fn(),
  getDictionary: vi.fn(),
}));

/** A call that never answers and, as the client does, rejects as `cancelled` when its signal aborts. */
const hanging = (options?: CallOptions) =>
  new Promise<never>((_, reject) => options?.signal?.addEventListener('abort', () => reject(new ApiError('cancelled', null, 'cancelled'))));
/** The cancel an endpoint mock was handed in its n-th call (its last argument). */
const signalOf = (endpoint: { mock: { calls: unknown[][] } }, n = 0) => (endpoint.mock.calls[n]!.at(-1) as CallOptions).signal!;
const signIn = (userId: number) => useSessionStore.setState({ token: `t${userId}`, isSign: true, userInfo: { userId } as SessionState['userInfo'] });

beforeEach(() => {
  setTenant(readTenantConfig({ env: 'test', production: false, brand: { productName: 'Test' } }, 'http://localhost'));
  useSessionStore.setState({ token: null, isSign: false, userInfo: null });
});
afterEach(() => vi.clearAllMocks());

describe('the reads of the shell overlays', () => {
  it('the announcement cancels its mail read on sign-out and shows nothing', async () => {
    vi.mocked(listMails).mockImplementation(hanging);
    signIn(3);
    const { result } = renderHook(() => useAnnouncement());
    await waitFor(() => expect(listMails).toHaveBeenCalledWith({ signal: expect.any(AbortSignal) }));
    const signal = signalOf(vi.mocked(listMails));
    expect(signal.aborted).toBe(false);
    act(() => useSessionStore.setState({ token: null, isSign: false, userInfo: null }));
    expect(signal.aborted).toBe(true);
    await act(async () => undefined);
    expect(result.current[0]).toBeNull();
  });

  it('the activity offer cancels the read of a user who is no longer signed in, and the live one on unmount', async () => {
    const notice = { id: 1, type: 'mining' } as DefiActivityNotice;
    vi.mocked(showDefiActivityNotice).mockImplementationOnce((_user, options) => hanging(options)).mockResolvedValueOnce([notice]);
    vi.mocked(getDictionary).mockImplementation((_type, options) => hanging(options));
    signIn(3);
    const { result, unmount } = renderHook(() => useActivityNotice());
    await waitFor(() => expect(showDefiActivityNotice).toHaveBeenCalledTimes(1));
    const first = signalOf(vi.mocked(showDefiActivityNotice));

    act(() => signIn(4));
    expect(first.aborted).toBe(true);
    await waitFor(() => expect(getDictionary).toHaveBeenCalledTimes(1));
    expect(showDefiActivityNotice).toHaveBeenLastCalledWith(4, { signal: expect.any(AbortSignal) });
    const second = signalOf(vi.mocked(showDefiActivityNotice), 1);
    // Both reads of one user share its cancel.
    expect(signalOf(vi.mocked(getDictionary))).toBe(second);
    expect(second.aborted).toBe(false);

    unmount();
    expect(second.aborted).toBe(true);
    expect(result.current.offer).toBeNull();
  });
});
