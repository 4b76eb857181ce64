import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { assetBalance, cancelSpotOrder, getTradeConfig, listSpotOrders, submitSpotOrder } from '@atrium/api';
import { renderRoutes } from '@atrium/ui/testing';
import SpotPage from './spot-page';
import { balances, detail, fakeDepth, fakeUserSocket, marketWith, spotOrder, TRADE_CONFIG } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getTradeConfig: vi.fn(),
  assetBalance: vi.fn(),
  listSpotOrders: vi.fn(),
  submitSpotOrder: vi.fn(),
  cancelSpotOrder: vi.fn(),
}));

let socket: ReturnType<typeof fakeUserSocket>;
let depth: ReturnType<typeof fakeDepth>;
beforeEach(() => {
  // DOGE quotes 6 price decimals and whole-coin volumes (amount precision 0).
  marketWith('spotCoinList', { dogeusdt: detail('0.150000', '123456') });
  socket = fakeUserSocket();
  depth = fakeDepth();
  vi.mocked(getTradeConfig).mockResolvedValue(TRADE_CONFIG);
  vi.mocked(assetBalance).mockResolvedValue(balances([{ account: 'spot', available: '100' }, { coin: 'doge', account: 'spot', available: '50' }]));
  vi.mocked(listSpotOrders).mockResolvedValue({ code: 200, msg: '', rows: [], total: 0 });
});
afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const render = () => renderRoutes({ '/tradeBB': <SpotPage /> }, '/tradeBB?symbol=dogeusdt');
const amount = () => screen.getByRole('textbox', { name: 'Amount (DOGE)' });
const price = () => screen.getByRole('textbox', { name: 'Limit price' });

describe('/tradeBB', () => {
  it('fills a price from the order book and a floored share of the USDT balance', async () => {
    render();
    await waitFor(() => expect(screen.getByTestId('spot-usdt')).toHaveTextContent('100.0000'));
    expect(price()).toHaveValue('0.150000');
    act(() => depth.push({ type: 'DEPTH', symbol: 'dogeusdt', data: { bids: [['0.149', '1000']], asks: [['0.151', '800']], ts: 1 } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use price 0.149' }));
    expect(price()).toHaveValue('0.149');
    // 50 % of 100 USDT ÷ 0.149 = 335.57… → 335 (whole coins).
    fireEvent.click(screen.getByRole('button', { name: '50%' }));
    expect(amount()).toHaveValue('335');
    expect(screen.getByTestId('spot-preview')).toHaveTextContent('49.9150 USDT');
  });

  it('validates the amount and keeps it, then submits a limit buy', async () => {
    vi.mocked(submitSpotOrder).mockResolvedValue(spotOrder({ amount: '100', price: '0.15' }));
    render();
    await waitFor(() => expect(screen.getByTestId('spot-usdt')).toHaveTextContent('100.0000'));
    const buy = () => fireEvent.click(screen.getByRole('button', { name: 'Buy DOGE' }));
    fireEvent.change(amount(), { target: { value: '1.5' } });
    buy();
    expect(await screen.findByText('Use at most 0 decimal places')).toBeVisible();
    fireEvent.change(amount(), { target: { value: '10' } });
    buy();
    expect(screen.getByText('The order must be worth at least 5 USDT')).toBeVisible();
    fireEvent.change(amount(), { target: { value: '1000' } });
    buy();
    expect(screen.getByText('This is more than your available balance')).toBeVisible();
    expect(amount()).toHaveValue('1000');
    fireEvent.change(amount(), { target: { value: '100' } });
    fireEvent.change(price(), { target: { value: '0.15' } });
    buy();
    await waitFor(() => expect(submitSpotOrder).toHaveBeenCalledWith({ symbol: 'dogeusdt', side: 'buy', type: 'limit', price: '0.15', amount: '100' }));
    expect(await screen.findByTestId('spot-order-row')).toHaveTextContent('Pending');
  });

  it('cancels an open order, and refreshes balances when a fill settles', async () => {
    vi.mocked(listSpotOrders).mockImplementation(async (q) => ({ code: 200, msg: '', rows: q.status === 0 ? [spotOrder({ id: 4 })] : [], total: q.status === 0 ? 1 : 0 }));
    vi.mocked(cancelSpotOrder).mockResolvedValue(spotOrder({ id: 4, status: 2 }));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(cancelSpotOrder).toHaveBeenCalledWith(4));
    expect(await screen.findByText('No open orders')).toBeVisible();

    const calls = vi.mocked(assetBalance).mock.calls.length;
    act(() => socket.push({ type: 'SETTLEMENT', data: { product: 'spot', order: spotOrder({ id: 5, status: 1, fillPrice: '0.15' }) } }));
    await waitFor(() => expect(vi.mocked(assetBalance).mock.calls.length).toBe(calls + 1));
  });

  it('sells a share of the base coin at market', async () => {
    vi.mocked(submitSpotOrder).mockResolvedValue(spotOrder({ side: 'sell', type: 'market', status: 1, fillPrice: '0.15' }));
    render();
    await waitFor(() => expect(screen.getByTestId('spot-base')).toHaveTextContent('50.0000'));
    fireEvent.click(screen.getByRole('button', { name: 'Sell' }));
    fireEvent.click(screen.getByRole('button', { name: 'Market' }));
    fireEvent.click(screen.getByRole('button', { name: '100%' }));
    expect(amount()).toHaveValue('50');
    fireEvent.click(screen.getByRole('button', { name: 'Sell DOGE' }));
    await waitFor(() => expect(submitSpotOrder).toHaveBeenCalledWith({ symbol: 'dogeusdt', side: 'sell', type: 'market', amount: '50' }));
  });
});
