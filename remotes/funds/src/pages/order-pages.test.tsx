import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { ApiError, getRecharge, listRecharges, listWithdrawals, type CallOptions } from '@atrium/api';
import { renderRoutes } from '@atrium/ui/testing';
import RechargeDetailPage from './recharge-detail-page';
import RechargeOrderPage from './recharge-order-page';
import WithdrawOrderPage from './withdraw-order-page';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  listRecharges: vi.fn(),
  listWithdrawals: vi.fn(),
  getRecharge: vi.fn(),
}));

afterEach(() => vi.clearAllMocks());

/** A call that never answers and, as the client does, rejects as `cancelled` when its signal aborts. */
const hanging = (options?: CallOptions) =>
  new Promise<never>((_, reject) => options?.signal?.addEventListener('abort', () => reject(new ApiError('cancelled', null, 'cancelled'))));
/** The cancel an endpoint mock was handed in its n-th call (its last argument). */
const signalOf = (endpoint: { mock: { calls: unknown[][] } }, n = 0) => (endpoint.mock.calls[n]!.at(-1) as CallOptions).signal!;

describe('funds order screens cancel their reads', () => {
  it('/recharge-order: the page on its way is cancelled when the list is left', async () => {
    vi.mocked(listRecharges).mockImplementation((_page, _size, options) => hanging(options));
    const { unmount } = renderRoutes({ '/recharge-order': <RechargeOrderPage /> }, '/recharge-order');
    await waitFor(() => expect(listRecharges).toHaveBeenCalledTimes(1));
    expect(listRecharges).toHaveBeenCalledWith(1, undefined, { signal: expect.any(AbortSignal) });
    const signal = signalOf(vi.mocked(listRecharges));
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
  });

  it('/withdraw-order: the page on its way is cancelled when the list is left', async () => {
    vi.mocked(listWithdrawals).mockImplementation((_page, _size, options) => hanging(options));
    const { unmount } = renderRoutes({ '/withdraw-order': <WithdrawOrderPage /> }, '/withdraw-order');
    await waitFor(() => expect(listWithdrawals).toHaveBeenCalledTimes(1));
    expect(listWithdrawals).toHaveBeenCalledWith(1, undefined, { signal: expect.any(AbortSignal) });
    const signal = signalOf(vi.mocked(listWithdrawals));
    unmount();
    expect(signal.aborted).toBe(true);
  });

  it('/recharge-detail: another ?id cancels the read of the old one, and leaving cancels the new one', async () => {
    vi.mocked(getRecharge).mockImplementation((_id, options) => hanging(options));
    const { router, unmount } = renderRoutes({ '/recharge-detail': <RechargeDetailPage /> }, '/recharge-detail?id=7');
    await waitFor(() => expect(getRecharge).toHaveBeenCalledTimes(1));
    expect(getRecharge).toHaveBeenCalledWith(7, { signal: expect.any(AbortSignal) });
    const first = signalOf(vi.mocked(getRecharge));
    expect(first.aborted).toBe(false);

    await act(() => router.navigate('/recharge-detail?id=8'));
    await waitFor(() => expect(getRecharge).toHaveBeenCalledTimes(2));
    expect(first.aborted).toBe(true);
    expect(getRecharge).toHaveBeenLastCalledWith(8, { signal: expect.any(AbortSignal) });
    const second = signalOf(vi.mocked(getRecharge), 1);
    expect(second.aborted).toBe(false);
    // The cancelled read is not shown as an error.
    expect(screen.queryByRole('alert')).toBeNull();

    unmount();
    expect(second.aborted).toBe(true);
  });
});
