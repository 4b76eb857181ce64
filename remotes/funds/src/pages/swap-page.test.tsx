import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '@atrium/i18n';
import { ApiError, assetBalance, currencyExchange, getCurrencyPrice, listSwapSymbols, QUOTE_REFUSED, quoteSwap, type CallOptions, type SwapQuote, type SwapQuoteRequest } from '@atrium/api';
import SwapPage from './swap-page';
import { renderRoutes } from '@atrium/ui/testing';
import { assets, balance } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  listSwapSymbols: vi.fn(),
  assetBalance: vi.fn(),
  getCurrencyPrice: vi.fn(),
  currencyExchange: vi.fn(),
  quoteSwap: vi.fn(),
  getInfo: vi.fn(() => new Promise(() => undefined)),
}));

beforeEach(() => {
  vi.mocked(listSwapSymbols).mockResolvedValue([{ symbol: 'btcusdt', logo: '', sort: 1 }, { symbol: 'ethusdt', logo: '', sort: 2 }]);
  vi.mocked(assetBalance).mockResolvedValue(assets());
  vi.mocked(getCurrencyPrice).mockImplementation(async (a, b) => {
    const prices: Record<string, string> = { usdt: '1', btc: '65000', eth: '3000' };
    return { prices: { [a]: prices[a]!, [b]: prices[b]! }, feeRate: '0.002' };
  });
  quotes = 0;
  vi.mocked(quoteSwap).mockImplementation(async (request) => quoteOf(request));
});

let quotes = 0;
/** The server's quote of a swap: a new id each time, at the rates of the mocked prices. */
const quoteOf = (request: SwapQuoteRequest, fields: Partial<SwapQuote> = {}): SwapQuote => ({
  quoteId: `q${++quotes}`,
  ...request,
  rate: '0.0000153846',
  receive: '0.00153538',
  fee: '0.00000308',
  feeRate: '0.002',
  expiresAt: 0,
  validForMs: 10_000,
  ...fields,
});
/** What Confirm sends for the n-th quote of 100 USDT → BTC. */
const swapOf = (amount: string, n: number, minReceived = '0.00153538') => ({ from: 'usdt', to: 'btc', amount, quoteId: `q${n}`, minReceived });
afterEach(async () => {
  vi.clearAllMocks();
  await changeLanguage('en');
});

/** The confirmation sheet's rows, as label → value. */
const confirmationRows = () =>
  Object.fromEntries(
    within(screen.getByTestId('confirm-sheet'))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
/** Three clicks in the same task, before React renders in between. */
const tripleClick = (element: HTMLElement) =>
  act(() => {
    element.click();
    element.click();
    element.click();
  });
const ready = () => waitFor(() => expect(screen.getByTestId('swap-rate')).toHaveTextContent('BTC'));
const youPay = () => screen.getByRole('textbox', { name: 'You pay' });

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

  it('asks for a quote before it swaps, showing what is paid, what arrives, the rate, the fee, the account and the countdown, then swaps once for three taps', async () => {
    vi.mocked(currencyExchange).mockResolvedValue({ received: '0.00153538', fee: '0.00000308', rate: '0.0000153846' });
    renderRoutes({ '/swap': <SwapPage /> }, '/swap');
    await ready();
    fireEvent.change(youPay(), { target: { value: '100' } });
    tripleClick(screen.getByRole('button', { name: /^Swap$/ }));
    expect(await screen.findByRole('dialog', { name: 'Confirm the swap' })).toBeInTheDocument();
    expect(quoteSwap).toHaveBeenCalledExactlyOnceWith({ from: 'usdt', to: 'btc', amount: '100' });
    expect(confirmationRows()).toEqual({
      'You pay': '100 USDT',
      'You receive': '0.00153538 BTC',
      Rate: '1 USDT ≈ 0.0000153846 BTC',
      Fee: '0.20% · 0.00000308 BTC',
      'Arrives in': 'Funding',
    });
    expect(screen.getByRole('timer')).toHaveTextContent('Price held for 10 s');
    expect(currencyExchange).not.toHaveBeenCalled();

    tripleClick(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('swap-received')).toHaveTextContent('0.00153538 BTC'));
    expect(currencyExchange).toHaveBeenCalledExactlyOnceWith(swapOf('100', 1));
    expect(screen.getByTestId('swap-paid')).toHaveTextContent('100 USDT');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('counts the quote down; once it expires, Confirm gets a new quote, which the swap then names', async () => {
    vi.mocked(currencyExchange).mockResolvedValue({ received: '0.00153538', fee: '0.00000308', rate: '0.0000153846' });
    renderRoutes({ '/swap': <SwapPage /> }, '/swap');
    await ready();
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      fireEvent.change(youPay(), { target: { value: '100' } });
      fireEvent.click(screen.getByRole('button', { name: /^Swap$/ }));
      await screen.findByTestId('confirm-sheet');
      expect(screen.getByRole('timer')).toHaveTextContent('Price held for 10 s');
      act(() => vi.advanceTimersByTime(3_000));
      expect(screen.getByRole('timer')).toHaveTextContent('Price held for 7 s');
      act(() => vi.advanceTimersByTime(7_000));
      expect(screen.getByRole('timer')).toHaveTextContent('This price has expired. Get a new price to continue.');
      fireEvent.click(screen.getByRole('button', { name: 'Get a new price' }));
      await waitFor(() => expect(quoteSwap).toHaveBeenCalledTimes(2));
      await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('Price held for 10 s'));
      expect(currencyExchange).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(screen.getByTestId('swap-received')).toHaveTextContent('0.00153538 BTC'));
      expect(currencyExchange).toHaveBeenCalledExactlyOnceWith(swapOf('100', 2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a fresh quote when the server says the price changed, the typed amount kept, and swaps at it', async () => {
    vi.mocked(currencyExchange)
      .mockRejectedValueOnce(new ApiError('The price changed', QUOTE_REFUSED, 'business'))
      .mockResolvedValueOnce({ received: '0.0015', fee: '0.000003', rate: '0.000015' });
    renderRoutes({ '/swap': <SwapPage /> }, '/swap');
    await ready();
    fireEvent.change(youPay(), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: /^Swap$/ }));
    await screen.findByTestId('confirm-sheet');
    vi.mocked(quoteSwap).mockImplementationOnce(async (request) => quoteOf(request, { receive: '0.0015', rate: '0.000015', fee: '0.000003' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The price changed. Check the new price and confirm again.');
    expect(confirmationRows()['You receive']).toBe('0.0015 BTC');
    expect(youPay()).toHaveValue('100');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('swap-received')).toHaveTextContent('0.0015 BTC'));
    expect(vi.mocked(currencyExchange).mock.calls.map(([request]) => request)).toEqual([swapOf('100', 1), swapOf('100', 2, '0.0015')]);
  });

  it('offers a swap whose answer was lost again as it was sent (one key), not at a new quote', async () => {
    vi.mocked(currencyExchange)
      .mockRejectedValueOnce(new ApiError('Network anomaly', null, 'network'))
      .mockResolvedValueOnce({ received: '0.00153538', fee: '0.00000308', rate: '0.0000153846' });
    renderRoutes({ '/swap': <SwapPage /> }, '/swap');
    await ready();
    fireEvent.change(youPay(), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: /^Swap$/ }));
    fireEvent.click(within(await screen.findByTestId('confirm-sheet')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-sheet')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: /^Swap$/ }));
    expect(await screen.findByRole('timer')).toHaveTextContent('The answer to your last swap did not arrive.');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('swap-received')).toHaveTextContent('0.00153538 BTC'));
    expect(quoteSwap).toHaveBeenCalledTimes(1);
    expect(vi.mocked(currencyExchange).mock.calls.map(([request]) => request)).toEqual([swapOf('100', 1), swapOf('100', 1)]);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    renderRoutes({ '/swap': <SwapPage /> }, '/swap');
    await ready();
    fireEvent.change(youPay(), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: /^Swap$/ }));
    fireEvent.click(within(await screen.findByTestId('confirm-sheet')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currencyExchange).not.toHaveBeenCalled();
  });

  it('fills Max with the floored balance, swaps it, and flips', async () => {
    vi.mocked(currencyExchange).mockResolvedValue({ received: '0.0154', fee: '0.00003', rate: '0.0000153' });
    renderRoutes({ '/swap': <SwapPage /> }, '/swap');
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(youPay()).toHaveValue('1000.123456');
    fireEvent.click(screen.getByRole('button', { name: /^Swap$/ }));
    await screen.findByTestId('confirm-sheet');
    expect(confirmationRows()['You pay']).toBe('1,000.123456 USDT');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currencyExchange).toHaveBeenCalledWith(swapOf('1000.123456', 1)));
    await waitFor(() => expect(assetBalance).toHaveBeenCalledTimes(2));
    fireEvent.click(await screen.findByRole('button', { name: 'Swap the two sides' }));
    expect(screen.getByLabelText('From')).toHaveValue('btc');
  });

  it('sends the amount as a plain decimal: "1,000.50" typed is 1000.5, the field keeping what was typed', async () => {
    vi.mocked(assetBalance).mockResolvedValue(assets({ balances: [balance({ coin: 'usdt', available: '5000' })] }));
    vi.mocked(currencyExchange).mockResolvedValue({ received: '0.01535384', fee: '0', rate: '0' });
    renderRoutes({ '/swap': <SwapPage /> }, '/swap');
    await ready();
    fireEvent.change(youPay(), { target: { value: '1,000.50' } });
    expect(youPay()).toHaveValue('1,000.50');
    fireEvent.click(screen.getByRole('button', { name: /^Swap$/ }));
    await screen.findByTestId('confirm-sheet');
    expect(confirmationRows()['You pay']).toBe('1,000.5 USDT');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currencyExchange).toHaveBeenCalledWith(swapOf('1000.5', 1)));
  });

  it.each([
    ['1e30', 'Write it out in full, without “e”.'],
    ['-3', 'Enter it without a minus sign.'],
  ])('keeps %j as typed, says why, and cannot send it', async (text, message) => {
    renderRoutes({ '/swap': <SwapPage /> }, '/swap');
    await ready();
    fireEvent.change(youPay(), { target: { value: text } });
    expect(youPay()).toHaveValue(text);
    expect(screen.getByText(message)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Swap$/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currencyExchange).not.toHaveBeenCalled();
  });

  it('reads Arabic-Indic digits: ٣٤ is 34 USDT, the field still showing ٣٤', async () => {
    await changeLanguage('ar');
    vi.mocked(currencyExchange).mockResolvedValue({ received: '0.0005', fee: '0', rate: '0' });
    const { container } = renderRoutes({ '/swap': <SwapPage /> }, '/swap');
    await ready();
    const field = container.querySelector<HTMLInputElement>('input[name="from-amount"]')!;
    fireEvent.change(field, { target: { value: '٣٤' } });
    fireEvent.click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    expect(await screen.findByTestId('confirm-sheet')).toHaveTextContent('34 USDT');
    expect(field).toHaveValue('٣٤');
    const buttons = within(screen.getByTestId('confirm-sheet')).getAllByRole('button');
    fireEvent.click(buttons.at(-1)!);
    await waitFor(() => expect(currencyExchange).toHaveBeenCalledWith(swapOf('34', 1)));
  });

  it('refuses more than the balance, asking nothing', async () => {
    renderRoutes({ '/swap': <SwapPage /> }, '/swap');
    await ready();
    fireEvent.change(youPay(), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: /^Swap$/ }));
    expect(screen.getByText('Insufficient balance.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
