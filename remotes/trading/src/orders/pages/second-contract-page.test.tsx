import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { assetBalance, createSecondContractOrder, listPeriods, selectSecondContractOrders } from '@atrium/api';
import { ToastHost } from '@atrium/ui';
import { renderRoutes } from '@atrium/ui/testing';
import SecondContractPage from './second-contract-page';
import { forgetRiskAcceptances } from '../hooks/use-risk-accepted';
import { balances, detail, fakeChannel, fakeUserSocket, marketWith, secondOrder } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  assetBalance: vi.fn(),
  listPeriods: vi.fn(),
  selectSecondContractOrders: vi.fn(),
  createSecondContractOrder: vi.fn(),
}));

let socket: ReturnType<typeof fakeUserSocket>;
beforeEach(() => {
  forgetRiskAcceptances();
  marketWith('secondContractCoinList', { btcusdt: detail('50000.00'), ethusdt: detail('3500.00') });
  socket = fakeUserSocket();
  vi.mocked(assetBalance).mockResolvedValue(balances([{ account: 'contract', available: '500' }]));
  vi.mocked(listPeriods).mockResolvedValue([
    { id: 1, seconds: 60, payoutRate: '0.85', minAmount: '10', maxAmount: '1000' },
    { id: 2, seconds: 300, payoutRate: '0.9', minAmount: '50', maxAmount: '5000' },
  ]);
  vi.mocked(selectSecondContractOrders).mockResolvedValue({ code: 200, msg: '', rows: [], total: 0 });
});
afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const render = () =>
  renderRoutes(
    {
      '/trade': (
        <>
          <SecondContractPage />
          <ToastHost />
        </>
      ),
    },
    '/trade',
  );
const sheet = () => screen.getByTestId('confirm-sheet');
const rowsOf = (element: HTMLElement) => within(element).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
const confirm = () => fireEvent.click(within(sheet()).getByRole('button', { name: 'Confirm' }));
const amount = () => screen.getByRole('textbox', { name: 'Amount' });

describe('/trade', () => {
  it('trades the first coin of the list and switches symbol from the sheet', async () => {
    const { router } = render();
    await waitFor(() => expect(listPeriods).toHaveBeenCalledWith('btcusdt', { signal: expect.any(AbortSignal) }));
    fireEvent.click(screen.getByRole('button', { name: /Switch symbol/ }));
    fireEvent.click(await screen.findByRole('button', { name: /ETH\/USDT/ }));
    await waitFor(() => expect(listPeriods).toHaveBeenCalledWith('ethusdt', { signal: expect.any(AbortSignal) }));
    expect(router.state.location.search).toBe('?symbol=ethusdt');
  });

  it('shows the latest prices beside the form, newest first, each with its time of day, in rows held in place', async () => {
    const trades = fakeChannel('TRADE');
    render();
    const panel = screen.getByTestId('recent-prices');
    expect(within(panel).getByTestId('recent-price-head')).toHaveTextContent('Price (USDT)');
    expect(panel).toHaveAttribute('aria-busy', 'true');
    const rows = within(panel).getByRole('list').children.length;
    act(() =>
      trades.push({
        type: 'TRADE',
        symbol: 'btcusdt',
        data: [
          { id: 'a', price: '50001', amount: '0.5', direction: 'buy', ts: Date.UTC(2024, 0, 2, 3, 4, 5) },
          { id: 'b', price: '49999', amount: '0.25', direction: 'sell', ts: Date.UTC(2024, 0, 2, 3, 4, 6) },
        ],
      }),
    );
    expect(within(panel).getByRole('list').children).toHaveLength(rows);
    // In the user's time zone (Asia/Hong_Kong by default): the time only, the side said to screen readers.
    // The zone named when Hong Kong is not the device's (the platform's formatter).
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone === 'Asia/Hong_Kong' ? '' : ' GMT+8';
    expect(within(panel).getAllByTestId('recent-price').map((row) => row.textContent)).toEqual([`Sell 49,999.0011:04:06${zone}`, `Buy 50,001.0011:04:05${zone}`]);
    expect(within(panel).getByTestId('panel-last-price')).toHaveTextContent('50,000.00');
    await screen.findByRole('form', { name: 'Place an order' });
  });

  it('holds the amount within the period limits and the balance, saying them before they bite, keeping the text', async () => {
    render();
    await screen.findByTestId('second-preview');
    expect(screen.getByText('Between 10 USDT and 1,000 USDT')).toBeVisible();
    fireEvent.change(amount(), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy up' }));
    expect(await screen.findByText('The minimum is 10 USDT.')).toBeVisible();
    fireEvent.change(amount(), { target: { value: '600' } });
    expect(screen.getByText('Insufficient balance.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Transfer in to the contract account' })).toHaveAttribute('href', '/transfer?to=contract');
    fireEvent.change(amount(), { target: { value: '1e30' } });
    expect(screen.getByText('Write it out in full, without “e”.')).toBeVisible();
    expect(amount()).toHaveValue('1e30');
    fireEvent.click(screen.getByRole('button', { name: /5 minutes/ }));
    fireEvent.change(amount(), { target: { value: '20' } });
    expect(screen.getByText('The minimum is 50 USDT.')).toBeVisible();
    expect(amount()).toHaveValue('20');
    expect(screen.queryByTestId('confirm-sheet')).toBeNull();
    expect(createSecondContractOrder).not.toHaveBeenCalled();
  });

  it('does not ask the risk statement of a user who has ordered before, but confirms the order', async () => {
    vi.mocked(selectSecondContractOrders).mockResolvedValue({ code: 200, msg: '', rows: [secondOrder({ status: 1 })], total: 1 });
    vi.mocked(createSecondContractOrder).mockResolvedValue(secondOrder({ settleTime: Date.now() + 65_000 }));
    render();
    await screen.findByTestId('second-preview');
    await waitFor(() => expect(selectSecondContractOrders).toHaveBeenCalledWith({ pageNum: 1, pageSize: 1 }, { signal: expect.any(AbortSignal) }));
    fireEvent.change(amount(), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy up' }));
    expect(screen.queryByRole('dialog', { name: 'Risk statement' })).toBeNull();
    expect(rowsOf(sheet())).toEqual([
      'Pair: BTC/USDT',
      'Direction: Up',
      'Period: 1 minute',
      'Profit on a win: 85.00%',
      'Amount: 100 USDT',
      'Payout if you win: 185 USDT',
      'If you lose: You lose 100 USDT',
      'From your contract account: 100 USDT',
    ]);
    expect(sheet()).toHaveTextContent('a win is paid into your contract account');
    expect(createSecondContractOrder).not.toHaveBeenCalled();
    const button = within(sheet()).getByRole('button', { name: 'Confirm' });
    act(() => {
      button.click();
      button.click();
      button.click();
    });
    await waitFor(() => expect(createSecondContractOrder).toHaveBeenCalledOnce());
    expect(await screen.findByText('Order placed')).toBeVisible();
  });

  it('asks the risk statement once, then the confirmation with the payout, and runs the order with a countdown', async () => {
    vi.mocked(createSecondContractOrder).mockResolvedValue(secondOrder({ settleTime: Date.now() + 65_000 }));
    render();
    await screen.findByTestId('second-preview');
    fireEvent.change(amount(), { target: { value: '100' } });
    expect(screen.getByTestId('second-preview')).toHaveTextContent('185 USDT');
    fireEvent.click(screen.getByRole('radio', { name: 'Down' }));
    fireEvent.click(screen.getByRole('button', { name: 'Buy down' }));
    expect(await screen.findByRole('dialog', { name: 'Risk statement' })).toHaveTextContent('you lose the whole amount');
    expect(screen.queryByTestId('confirm-sheet')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'I understand the risk' }));
    expect(rowsOf(sheet())).toContain('Direction: Down');
    expect(createSecondContractOrder).not.toHaveBeenCalled();
    confirm();
    await waitFor(() => expect(createSecondContractOrder).toHaveBeenCalledWith({ symbol: 'btcusdt', periodId: 1, direction: 'down', amount: '100' }));
    expect((await screen.findByTestId('countdown')).textContent).toMatch(/^1:0[45]$/);

    // Accepted once: the next order goes straight to its confirmation.
    fireEvent.change(amount(), { target: { value: '10.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy down' }));
    expect(screen.queryByRole('dialog', { name: 'Risk statement' })).toBeNull();
    confirm();
    await waitFor(() => expect(createSecondContractOrder).toHaveBeenLastCalledWith({ symbol: 'btcusdt', periodId: 1, direction: 'down', amount: '10.5' }));
    expect(createSecondContractOrder).toHaveBeenCalledTimes(2);
  });

  it('shows the result when the order settles and refreshes the balance', async () => {
    const running = secondOrder({ id: 9 });
    vi.mocked(selectSecondContractOrders).mockImplementation(async (q) => ({ code: 200, msg: '', rows: q.status === 0 ? [running] : [], total: q.status === 0 ? 1 : 0 }));
    render();
    await screen.findByTestId('running-order');
    act(() =>
      socket.push({ type: 'SETTLEMENT', data: { product: 'second', order: { ...running, status: 1, result: 'win', closePrice: '50010', payout: '185' } } }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order settled' });
    expect(dialog).toHaveTextContent('You won');
    expect(dialog).toHaveTextContent('185 USDT');
    expect(screen.getByText('No running orders')).toBeVisible();
    await waitFor(() => expect(assetBalance).toHaveBeenCalledTimes(2));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: 'Order settled' })).toBeNull();
  });
});
