import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { assetBalance, getTradeConfig, listContractOrders, listPositions, stopPosition, submitContractOrder } from '@atrium/api';
import { renderRoutes } from '@atrium/ui/testing';
import ContractPage from './contract-page';
import { balances, contractOrder, detail, fakeUserSocket, marketWith, position, TRADE_CONFIG } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getTradeConfig: vi.fn(),
  assetBalance: vi.fn(),
  listPositions: vi.fn(),
  listContractOrders: vi.fn(),
  submitContractOrder: vi.fn(),
  stopPosition: vi.fn(),
}));

let socket: ReturnType<typeof fakeUserSocket>;
beforeEach(() => {
  marketWith('contractCoinList', { btcusdt: detail('50000.00') });
  socket = fakeUserSocket();
  vi.mocked(getTradeConfig).mockResolvedValue(TRADE_CONFIG);
  vi.mocked(assetBalance).mockResolvedValue(balances([{ account: 'contract', available: '1000' }, { account: 'funding', available: '5' }]));
  vi.mocked(listPositions).mockResolvedValue([]);
  vi.mocked(listContractOrders).mockResolvedValue([]);
});
afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const render = () => renderRoutes({ '/tradeU': <ContractPage /> }, '/tradeU?symbol=btcusdt');
const margin = () => screen.getByRole('textbox', { name: 'Margin (USDT)' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Open long' }));

describe('/tradeU', () => {
  it('shows each validation message and keeps what was typed', async () => {
    render();
    await screen.findByTestId('contract-available');
    await waitFor(() => expect(screen.getByTestId('contract-available')).toHaveTextContent('1000.00'));
    submit();
    expect(await screen.findByText('Please enter a value')).toBeVisible();
    for (const [typed, message] of [
      ['12x', 'Please enter a number, such as 12.5'],
      ['0', 'The value must be more than 0'],
      ['10.123', 'Use at most 2 decimal places'],
      ['5', 'The minimum is 10 USDT'],
      ['999', 'This is more than your available balance'],
    ]) {
      fireEvent.change(margin(), { target: { value: typed } });
      submit();
      expect(screen.getByText(message!)).toBeVisible();
      expect(margin()).toHaveValue(typed);
    }
    expect(submitContractOrder).not.toHaveBeenCalled();
  });

  it('previews the order and fills All leaving room for the fee', async () => {
    render();
    await waitFor(() => expect(screen.getByTestId('contract-available')).toHaveTextContent('1000.00'));
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    // 1000 ÷ (1 + 10 × 0.0005) = 995.02…
    expect(margin()).toHaveValue('995.02');
    fireEvent.change(margin(), { target: { value: '100' } });
    const preview = screen.getByTestId('contract-preview');
    expect(preview).toHaveTextContent('1000.00 USDT');
    expect(preview).toHaveTextContent('0.0200 BTC');
    expect(preview).toHaveTextContent('0.5000 USDT');
    expect(preview).toHaveTextContent('45226.13');
  });

  it('submits a limit short with leverage, price and triggers, then refreshes the balance', async () => {
    vi.mocked(submitContractOrder).mockResolvedValue(contractOrder({ status: 0, type: 'limit', direction: 'short', price: '51000', leverage: 20 }));
    render();
    await waitFor(() => expect(screen.getByTestId('contract-available')).toHaveTextContent('1000.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Short' }));
    fireEvent.click(screen.getByRole('button', { name: 'Limit' }));
    expect(screen.getByRole('textbox', { name: 'Limit price' })).toHaveValue('50000.00');
    fireEvent.change(screen.getByRole('textbox', { name: 'Limit price' }), { target: { value: '51000' } });
    fireEvent.click(screen.getByRole('button', { name: '20×' }));
    fireEvent.change(margin(), { target: { value: '100.50' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Take-profit price (optional)' }), { target: { value: '52000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open short' }));
    expect(await screen.findByText('The take-profit must be below the entry price')).toBeVisible();
    fireEvent.change(screen.getByRole('textbox', { name: 'Take-profit price (optional)' }), { target: { value: '48000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open short' }));
    await waitFor(() =>
      expect(submitContractOrder).toHaveBeenCalledWith({ symbol: 'btcusdt', direction: 'short', type: 'limit', price: '51000', amount: '100.5', leverage: 20, takeProfit: '48000' }),
    );
    await waitFor(() => expect(assetBalance).toHaveBeenCalledTimes(2));
    expect(margin()).toHaveValue('');
    fireEvent.click(screen.getByRole('tab', { name: 'Open orders' }));
    expect(await screen.findByTestId('contract-order-row')).toHaveTextContent('Pending');
  });

  it('follows POSITION frames: a new position appears with live PnL, a take-profit moves it to history', async () => {
    render();
    await screen.findByText('No open positions');
    act(() => socket.push({ type: 'POSITION', data: { reason: 'open', position: position() } }));
    const row = await screen.findByTestId('position-row');
    // 0.02 BTC long from 50000 at 50000: no PnL yet; then the price moves to 50500.
    const { marketHub } = await import('@atrium/platform');
    act(() => marketHub.applySnapshot('btcusdt', detail('50500.00')));
    await waitFor(() => expect(within(row).getByTestId('position-pnl')).toHaveTextContent('+10.00'));
    expect(row).toHaveTextContent('+10.00%');

    act(() => socket.push({ type: 'POSITION', data: { reason: 'takeProfit', position: position({ status: 3, closePrice: '50500', realisedPnl: '10', closeTime: 1_700_000_100_000 }) } }));
    expect(await screen.findByText('No open positions')).toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: 'Position history' }));
    expect(await screen.findByTestId('position-status')).toHaveTextContent('Take-profit');
    await waitFor(() => expect(assetBalance).toHaveBeenCalledTimes(3));
  });

  it('closes a position after asking', async () => {
    vi.mocked(listPositions).mockImplementation(async (status) => (status === 0 ? [position()] : []));
    vi.mocked(stopPosition).mockResolvedValue(position({ status: 1, closePrice: '50000', realisedPnl: '0' }));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Close position' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close at market price' }));
    await waitFor(() => expect(stopPosition).toHaveBeenCalledWith(1));
    expect(await screen.findByText('No open positions')).toBeVisible();
  });

  it('says when the lists cannot load and retries', async () => {
    vi.mocked(listPositions).mockRejectedValueOnce(new Error('down'));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No open positions')).toBeVisible();
  });
});
