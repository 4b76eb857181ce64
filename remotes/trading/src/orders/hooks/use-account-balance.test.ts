import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { ApiError, assetBalance, type AssetBalances, type CallOptions } from '@atrium/api';
import { useAccountBalance } from './use-account-balance';

vi.mock('@atrium/api', async (importOriginal) => ({ ...(await importOriginal<typeof import('@atrium/api')>()), assetBalance: vi.fn() }));

afterEach(() => vi.clearAllMocks());

/** Each read of the balances, and how to answer it: as the client does, an abort rejects it as `cancelled`. */
function reads() {
  const calls: { signal: AbortSignal; answer(assets: AssetBalances): void }[] = [];
  vi.mocked(assetBalance).mockImplementation(
    (options?: CallOptions) =>
      new Promise<AssetBalances>((resolve, reject) => {
        calls.push({ signal: options!.signal!, answer: resolve });
        options!.signal!.addEventListener('abort', () => reject(new ApiError('cancelled', null, 'cancelled')));
      }),
  );
  return calls;
}
const holding = (available: string): AssetBalances => ({
  balances: [{ coin: 'usdt', coinName: 'USDT', logo: '', account: 'contract', available, frozen: '0', valueUsdt: available }],
  totalUsdt: available,
  fiatRates: {},
});

describe('useAccountBalance', () => {
  it('cancels a read overtaken by a refresh, and the one on its way on unmount, never showing an error for them', async () => {
    const calls = reads();
    const { result, unmount } = renderHook(() => useAccountBalance('contract'));
    expect(calls).toHaveLength(1);
    act(() => result.current.refresh());
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => undefined);
    expect(result.current.status).toBe('loading');
    await act(async () => calls[1]!.answer(holding('12')));
    expect(result.current.available('usdt')).toBe('12');

    act(() => result.current.refresh());
    unmount();
    expect(calls[2]!.signal.aborted).toBe(true);
  });
});
