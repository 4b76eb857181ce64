import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, assetBalance, currencyExchange, getCurrencyPrice, listSwapSymbols, type CallOptions } from '@atrium/api';
import SwapPage from './swap-page';
import { renderRoutes } from '@atrium/ui/testing';
import { assets } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  listSwapSymbols: vi.fn(),
  assetBalance: vi.fn(),
  getCurrencyPrice: vi.fn(),
  currencyExchange: vi.fn(),
  getInfo: vi.fn(() => new Promise(() => undefined)),
}));

beforeEach(() => {
  vi.mocked(listSwapSymbols).mockResolvedValue([{ symbol: 'btcusdt', logo: '', sort: 1 }, { symbol: 'ethusdt', logo: '', sort: 2 }]);
  vi.mocked(assetBalance).mockResolvedValue(assets());
  vi.mocked(getCurrencyPrice).mockImplementation(async (a, b) => {
    const prices: Record<string, string> = { usdt: '1', btc: '65000', eth: '3000' };
    return { prices: { [a]: prices[a]!, [b]: prices[b]! }, feeRate: '0.002' };
  });
});
afterEach(() => vi.clearAllMocks());

/** A call that never answers and, as the client does, rejects as `cancelled` when its signal aborts. */
const hanging = (options?: CallOptions) =>
  new Promise<never>((_, reject) => options?.signal?.addEventListener('abort', () => reject(new ApiError('cancelled', null, 'cancelled'))));
/** The cancel an endpoint mock was handed in its n-th call (its last argument). */
const signalOf = (endpoint: { mock: { calls: unknown[][] } }, n = 0) => (endpoint.mock.calls[n]!.at(-1) as CallOptions).signal!;

describe('swap', () => {
  it('computes what is received from what is paid, rounded down, with the fee', async () => {
    renderRoutes({ '/swap': <SwapPage /> }, '/swap');
    await screen.findByTestId('swap-rate');
    await waitFor(() => expect(screen.getByTestId('swap-rate')).toHaveTextContent('1 USDT ≈'));
    fireEvent.change(screen.getByRole('textbox', { name: 'You pay' }), { target: { value: '100' } });
    expect(screen.getByRole('textbox', { name: 'You receive' })).toHaveValue('0.00153538');
  });

  it('computes what must be paid from what is wanted', async () => {
    renderRoutes({ '/swap': <SwapPage /> }, '/swap');
    await waitFor(() => expect(screen.getByTestId('swap-rate')).toHaveTextContent('BTC'));
    fireEvent.change(screen.getByRole('textbox', { name: 'You receive' }), { target: { value: '0.00153538' } });
    expect(screen.getByRole('textbox', { name: 'You pay' })).toHaveValue('99.9997');
  });

  it('fills Max with the floored balance, flips, and swaps', async () => {
    vi.mocked(currencyExchange).mockResolvedValue({ received: '0.0154', fee: '0.00003', rate: '0.0000153' });
    renderRoutes({ '/swap': <SwapPage /> }, '/swap');
    await waitFor(() => expect(screen.getByTestId('swap-rate')).toHaveTextContent('BTC'));
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(screen.getByRole('textbox', { name: 'You pay' })).toHaveValue('1000.123456');
    fireEvent.click(screen.getByRole('button', { name: /^Swap$/ }));
    await waitFor(() => expect(currencyExchange).toHaveBeenCalledWith({ from: 'usdt', to: 'btc', amount: '1000.123456' }));
    await waitFor(() => expect(assetBalance).toHaveBeenCalledTimes(2));
    fireEvent.click(await screen.findByRole('button', { name: 'Swap the two sides' }));
    expect(screen.getByLabelText('From')).toHaveValue('btc');
  });

  it('refuses more than the balance', async () => {
    renderRoutes({ '/swap': <SwapPage /> }, '/swap');
    await waitFor(() => expect(screen.getByTestId('swap-rate')).toHaveTextContent('BTC'));
    fireEvent.change(screen.getByRole('textbox', { name: 'You pay' }), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: /^Swap$/ }));
    expect(screen.getByText('Insufficient balance.')).toBeInTheDocument();
    expect(currencyExchange).not.toHaveBeenCalled();
  });

  it('cancels both reads of the screen when it is left before they answer', async () => {
    vi.mocked(listSwapSymbols).mockImplementation(hanging);
    vi.mocked(assetBalance).mockImplementation(hanging);
    const { unmount } = renderRoutes({ '/swap': <SwapPage /> }, '/swap');
    await waitFor(() => expect(assetBalance).toHaveBeenCalledTimes(1));
    expect(listSwapSymbols).toHaveBeenCalledTimes(1);
    const signals = [signalOf(vi.mocked(listSwapSymbols)), signalOf(vi.mocked(assetBalance))];
    expect(signals[0]).toBe(signals[1]);
    expect(signals[0]!.aborted).toBe(false);
    unmount();
    expect(signals[0]!.aborted).toBe(true);
  });

  it('cancels the quote of a pair no longer shown, and the live one when the screen is left', async () => {
    vi.mocked(getCurrencyPrice).mockImplementationOnce((_a, _b, options) => hanging(options));
    const { unmount } = renderRoutes({ '/swap': <SwapPage /> }, '/swap');
    await waitFor(() => expect(getCurrencyPrice).toHaveBeenCalledTimes(1));
    expect(vi.mocked(getCurrencyPrice).mock.calls[0]!.slice(0, 2)).toEqual(['usdt', 'btc']);
    const first = signalOf(vi.mocked(getCurrencyPrice));
    expect(screen.getByTestId('swap-rate')).toHaveTextContent('--');

    fireEvent.click(screen.getByRole('button', { name: 'Swap the two sides' }));
    await waitFor(() => expect(getCurrencyPrice).toHaveBeenCalledTimes(2));
    expect(first.aborted).toBe(true);
    expect(vi.mocked(getCurrencyPrice).mock.calls[1]!.slice(0, 2)).toEqual(['btc', 'usdt']);
    const second = signalOf(vi.mocked(getCurrencyPrice), 1);
    expect(second.aborted).toBe(false);
    // The cancelled quote shows nothing; the new pair's rate does.
    await waitFor(() => expect(screen.getByTestId('swap-rate')).toHaveTextContent('1 BTC ≈'));

    unmount();
    expect(second.aborted).toBe(true);
  });
});
