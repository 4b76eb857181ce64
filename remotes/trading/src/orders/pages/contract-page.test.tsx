import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adjustAmount, adjustPositionMargin, assetBalance, getTradeConfig, listContractOrders, listLossSettings, listPositions, saveLossSetting, stopPosition, submitContractOrder } from '@atrium/api';
import { changeLanguage } from '@atrium/i18n';
import { ToastHost } from '@atrium/ui';
import { at, renderRoutes } from '@atrium/ui/testing';
import ContractPage from './contract-page';
import { balances, contractOrder, detail, fakeDepth, fakeUserSocket, marketWith, position, TRADE_CONFIG } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getTradeConfig: vi.fn(),
  assetBalance: vi.fn(),
  listPositions: vi.fn(),
  listContractOrders: vi.fn(),
  submitContractOrder: vi.fn(),
  stopPosition: vi.fn(),
  adjustPositionMargin: vi.fn(),
  adjustAmount: vi.fn(),
  listLossSettings: vi.fn(),
  saveLossSetting: vi.fn(),
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
afterEach(async () => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

const render = () =>
  renderRoutes(
    {
      '/tradeU': (
        <>
          <ContractPage />
          <ToastHost />
        </>
      ),
    },
    '/tradeU?symbol=btcusdt',
  );
const margin = () => screen.getByRole('textbox', { name: 'Margin (USDT)' });
const submit = (name = 'Open long') => fireEvent.click(screen.getByRole('button', { name }));
const sheet = () => screen.getByTestId('confirm-sheet');
const rowsOf = (element: HTMLElement) => within(element).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
const loaded = () => waitFor(() => expect(screen.getByTestId('contract-available')).toHaveTextContent('1,000'));

describe('/tradeU', () => {
  it('keeps every text as typed and says why it is no margin; sends nothing', async () => {
    render();
    await loaded();
    submit();
    expect(await screen.findByText('Enter an amount.')).toBeVisible();
    for (const [typed, message] of [
      ['12x', 'Use digits only, with one decimal mark.'],
      ['1e30', 'Write it out in full, without “e”.'],
      ['-3', 'Enter it without a minus sign.'],
      ['1,5', 'Check the separators: write it like 1,000.5.'],
      ['0', 'The amount must be above zero.'],
      ['10.123', 'Use at most 2 decimal places.'],
      ['5', 'The minimum is 10 USDT.'],
      ['999', 'Insufficient balance.'],
    ]) {
      fireEvent.change(margin(), { target: { value: typed } });
      submit();
      expect(screen.getByText(message!)).toBeVisible();
      expect(margin()).toHaveValue(typed);
    }
    expect(screen.queryByTestId('confirm-sheet')).toBeNull();
    expect(submitContractOrder).not.toHaveBeenCalled();
  });

  it('says the lowest margin before it bites, and puts the transfer into the contract account forward when the balance is short', async () => {
    const { router } = render();
    await loaded();
    expect(screen.getByText('At least 10 USDT')).toBeVisible();
    // Always beside the balance (nothing appears when it loads), drawn as the way on once it is short.
    const transfer = screen.getByRole('link', { name: 'Transfer in to the contract account' });
    expect(transfer).toHaveTextContent('Transfer');
    expect(transfer).not.toHaveAttribute('data-low');
    fireEvent.change(margin(), { target: { value: '999' } });
    submit();
    expect(transfer).toHaveAttribute('data-low', 'true');
    fireEvent.click(transfer);
    expect(at(router)).toBe('/transfer?to=contract');
  });

  it('puts the transfer forward at once when the contract account holds too little for any order', async () => {
    vi.mocked(assetBalance).mockResolvedValue(balances([{ account: 'contract', available: '5' }]));
    render();
    const link = await screen.findByRole('link', { name: 'Transfer in to the contract account' });
    expect(link).toHaveAttribute('href', '/transfer?to=contract');
    await waitFor(() => expect(link).toHaveAttribute('data-low', 'true'));
  });

  it('previews the order and fills All leaving room for the fee', async () => {
    render();
    await loaded();
    const share = (name: string) => within(screen.getByRole('group', { name: 'Share of the available amount' })).getByRole('button', { name });
    fireEvent.click(share('All'));
    // 1000 ÷ (1 + 10 × 0.0005) = 995.02…
    expect(margin()).toHaveValue('995.02');
    expect(share('All')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(share('25%'));
    expect(margin()).toHaveValue('248.75');
    expect(share('25%')).toHaveAttribute('aria-pressed', 'true');
    expect(share('All')).toHaveAttribute('aria-pressed', 'false');
    fireEvent.change(margin(), { target: { value: '100' } });
    // A typed amount is no share: none is pressed.
    expect(screen.getByRole('group', { name: 'Share of the available amount' }).querySelector('[aria-pressed="true"]')).toBeNull();
    const preview = screen.getByTestId('contract-preview');
    expect(preview).toHaveTextContent('1,000 USDT');
    expect(preview).toHaveTextContent('0.02 BTC');
    expect(preview).toHaveTextContent('0.5 USDT');
    expect(preview).toHaveTextContent('45,226.13');
  });

  it('takes a limit price from a tap in the order book beside the form', async () => {
    const depth = fakeDepth();
    render();
    await loaded();
    const book = screen.getByTestId('order-book');
    expect(within(book).getByTestId('book-price-head')).toHaveTextContent('Price (USDT)');
    expect(within(book).getByTestId('book-amount-head')).toHaveTextContent('Amount (BTC)');
    expect(screen.getByRole('radio', { name: 'Market' })).toHaveAttribute('aria-checked', 'true');
    act(() => depth.push({ type: 'DEPTH', symbol: 'btcusdt', data: { bids: [['49990', '1']], asks: [['50010', '2']], ts: 1 } }));
    fireEvent.click(within(book).getByRole('button', { name: /^Use this price: 50,010\.00 / }));
    expect(screen.getByRole('radio', { name: 'Limit' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('textbox', { name: 'Limit price' })).toHaveValue('50010');
  });

  it('asks before a market long, saying what it opens and takes from the contract account; only Confirm sends, once', async () => {
    let fill: (order: ReturnType<typeof contractOrder>) => void = () => undefined;
    vi.mocked(submitContractOrder).mockImplementation(() => new Promise((resolve) => (fill = resolve)));
    render();
    await loaded();
    fireEvent.change(margin(), { target: { value: '100' } });
    submit();
    expect(rowsOf(sheet())).toEqual([
      'Pair: BTC/USDT',
      'Direction: Long',
      'Order type: Market',
      'Price: Market price, about 50,000.00 USDT',
      'Leverage: 10×',
      'Margin: 100 USDT',
      'Position value: 1,000 USDT',
      'Quantity: about 0.02 BTC',
      'Opening fee (0.05%): 0.5 USDT',
      'Est. liquidation price: 45,226.13 USDT',
      'From your contract account: 100.5 USDT',
    ]);
    expect(sheet()).toHaveTextContent('Taken from your contract account when the order is sent.');
    expect(submitContractOrder).not.toHaveBeenCalled();

    const confirm = within(sheet()).getByRole('button', { name: 'Confirm' });
    act(() => {
      confirm.click();
      confirm.click();
      confirm.click();
    });
    expect(submitContractOrder).toHaveBeenCalledTimes(1);
    expect(submitContractOrder).toHaveBeenCalledWith({ symbol: 'btcusdt', direction: 'long', type: 'market', amount: '100', leverage: 10 });
    await act(async () => fill(contractOrder()));
    expect(await screen.findByText('Order filled')).toBeVisible();
    expect(screen.queryByTestId('confirm-sheet')).toBeNull();
    expect(margin()).toHaveValue('');
  });

  it('sends nothing when the confirmation is cancelled, and keeps the form', async () => {
    render();
    await loaded();
    fireEvent.change(margin(), { target: { value: '100' } });
    submit();
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('confirm-sheet')).toBeNull();
    expect(margin()).toHaveValue('100');
    expect(submitContractOrder).not.toHaveBeenCalled();
  });

  it('submits a limit short with leverage, price and triggers from its confirmation, then refreshes the balance', async () => {
    vi.mocked(submitContractOrder).mockResolvedValue(contractOrder({ status: 0, type: 'limit', direction: 'short', price: '51000', leverage: 20 }));
    render();
    await loaded();
    fireEvent.click(screen.getByRole('radio', { name: 'Short' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Limit' }));
    expect(screen.getByRole('textbox', { name: 'Limit price' })).toHaveValue('50000.00');
    fireEvent.change(screen.getByRole('textbox', { name: 'Limit price' }), { target: { value: '51,000' } });
    fireEvent.click(screen.getByRole('button', { name: '20×' }));
    fireEvent.change(margin(), { target: { value: '100.50' } });
    const takeProfit = screen.getByRole('textbox', { name: 'Take-profit price (optional)' });
    expect(screen.getByText('Must be below 51,000.00 USDT')).toBeVisible();
    fireEvent.change(takeProfit, { target: { value: '52000' } });
    submit('Open short');
    expect(await screen.findByText('The take-profit must be below the entry price')).toBeVisible();
    expect(screen.queryByTestId('confirm-sheet')).toBeNull();
    fireEvent.change(takeProfit, { target: { value: '48000' } });
    submit('Open short');
    const rows = rowsOf(sheet());
    expect(rows).toContain('Order type: Limit');
    expect(rows).toContain('Price: 51,000 USDT');
    expect(rows).toContain('Leverage: 20×');
    expect(rows).toContain('Margin: 100.5 USDT');
    expect(rows).toContain('Position value: 2,010 USDT');
    expect(rows).toContain('Quantity: 0.03941176 BTC');
    expect(rows).toContain('Opening fee (0.05%): 1.005 USDT');
    expect(rows).toContain('Take-profit price: 48,000 USDT');
    expect(rows).toContain('From your contract account: 101.505 USDT');
    expect(sheet()).toHaveTextContent('Held in your contract account until the order fills at your price.');
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(submitContractOrder).toHaveBeenCalledWith({ symbol: 'btcusdt', direction: 'short', type: 'limit', price: '51000', amount: '100.5', leverage: 20, takeProfit: '48000' }),
    );
    await waitFor(() => expect(assetBalance).toHaveBeenCalledTimes(2));
    expect(margin()).toHaveValue('');
    fireEvent.click(screen.getByRole('tab', { name: 'Open orders' }));
    expect(await screen.findByTestId('contract-order-row')).toHaveTextContent('Pending');
  });

  it('reads what a German user types the German way and sends plain decimals', async () => {
    await changeLanguage('de');
    vi.mocked(submitContractOrder).mockResolvedValue(contractOrder({ status: 0, type: 'limit', price: '49000.5' }));
    render();
    await waitFor(() => expect(screen.getByTestId('contract-available')).toHaveTextContent('1.000'));
    fireEvent.click(screen.getByRole('radio', { name: 'Limit' }));
    const limit = screen.getByRole('textbox', { name: 'Limitpreis' });
    // The last price, written for the field the German way.
    expect(limit).toHaveValue('50000,00');
    fireEvent.change(limit, { target: { value: '49.000,5' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Marge (USDT)' }), { target: { value: '100,25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Long eröffnen' }));
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() =>
      expect(submitContractOrder).toHaveBeenCalledWith({ symbol: 'btcusdt', direction: 'long', type: 'limit', price: '49000.5', amount: '100.25', leverage: 10 }),
    );
  });

  it('follows POSITION frames: a new position appears with live PnL, a take-profit moves it to history', async () => {
    render();
    await screen.findByText('No open positions');
    act(() => socket.push({ type: 'POSITION', data: { reason: 'open', position: position() } }));
    const row = await screen.findByTestId('position-row');
    // 0.02 BTC long from 50000 at 50000: no PnL yet; then the price moves to 50500.
    const { marketHub } = await import('@atrium/platform');
    act(() => marketHub.applySnapshot('btcusdt', detail('50500.00')));
    await waitFor(() => expect(within(row).getByTestId('position-pnl')).toHaveTextContent('+10'));
    expect(row).toHaveTextContent('+10.00%');

    act(() => socket.push({ type: 'POSITION', data: { reason: 'takeProfit', position: position({ status: 3, closePrice: '50500', realisedPnl: '10', closeTime: 1_700_000_100_000 }) } }));
    expect(await screen.findByText('No open positions')).toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: 'Position history' }));
    expect(await screen.findByTestId('position-status')).toHaveTextContent('Take-profit');
    await waitFor(() => expect(assetBalance).toHaveBeenCalledTimes(3));
  });

  it('closes a position from a confirmation that says what comes back to the contract account', async () => {
    vi.mocked(listPositions).mockImplementation(async (status) => (status === 0 ? [position()] : []));
    vi.mocked(stopPosition).mockResolvedValue(position({ status: 1, closePrice: '51000', realisedPnl: '20' }));
    const { marketHub } = await import('@atrium/platform');
    marketHub.applySnapshot('btcusdt', detail('51000.00'));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Close position' }));
    expect(rowsOf(sheet())).toEqual([
      'Position: BTCUSDT Long 10×',
      'Quantity: 0.02 BTC',
      'Entry price: 50,000.00 USDT',
      'Close price: Market price, about 51,000.00 USDT',
      'Estimated PnL: about +20 USDT',
      'Closing fee (0.05%): about 0.51 USDT',
      'Back to your contract account: about 119.49 USDT',
    ]);
    expect(stopPosition).not.toHaveBeenCalled();
    const confirm = within(sheet()).getByRole('button', { name: 'Close at market price' });
    act(() => {
      confirm.click();
      confirm.click();
    });
    await waitFor(() => expect(stopPosition).toHaveBeenCalledWith(1));
    expect(stopPosition).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('No open positions')).toBeVisible();
  });

  it('moves margin into a position from a confirmation, and takes it back the same way', async () => {
    vi.mocked(listPositions).mockImplementation(async (status) => (status === 0 ? [position()] : []));
    vi.mocked(adjustPositionMargin).mockResolvedValue(position({ margin: '150' }));
    render();
    await loaded();
    fireEvent.click(await screen.findByRole('button', { name: 'Adjust margin' }));
    const amount = screen.getByRole('textbox', { name: 'Amount (USDT)' });
    fireEvent.change(amount, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(rowsOf(sheet())).toEqual([
      'Position: BTCUSDT Long 10×',
      'Add margin: 50 USDT',
      'Margin after: 150 USDT',
      // (1000 − 150) ÷ (0.02 × 0.995) = 42713.56…
      'Est. liquidation price after: 42,713.56 USDT',
    ]);
    expect(sheet()).toHaveTextContent("50 USDT moves from your available contract balance into this position's margin.");
    expect(adjustPositionMargin).not.toHaveBeenCalled();
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(adjustPositionMargin).toHaveBeenCalledWith(1, '50'));
    expect(await screen.findByText('Position updated')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Adjust margin' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Remove margin' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount (USDT)' }), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('The maximum is 150 USDT.')).toBeVisible();
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount (USDT)' }), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(rowsOf(sheet())).toContain('Margin after: 130 USDT');
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(adjustPositionMargin).toHaveBeenLastCalledWith(1, '-20'));
  });

  it('reduces a position from a confirmation that says the share closed and what comes back', async () => {
    vi.mocked(listPositions).mockImplementation(async (status) => (status === 0 ? [position()] : []));
    vi.mocked(adjustAmount).mockResolvedValue(position({ margin: '50', quantity: '0.01' }));
    const { marketHub } = await import('@atrium/platform');
    marketHub.applySnapshot('btcusdt', detail('49000.00'));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Reduce' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Margin to close (USDT)' }), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(rowsOf(sheet())).toEqual([
      'Position: BTCUSDT Long 10×',
      'Margin to close (USDT): 50 USDT',
      'Close price: Market price, about 49,000.00 USDT',
      'Quantity: about 0.01 BTC',
      'Estimated PnL: about -10 USDT',
      'Closing fee (0.05%): about 0.245 USDT',
      'Back to your contract account: about 39.755 USDT',
    ]);
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(adjustAmount).toHaveBeenCalledWith(1, '50', 2));
  });

  it('saves a take-profit without a confirmation (no money moves), once, as a plain decimal', async () => {
    vi.mocked(listPositions).mockImplementation(async (status) => (status === 0 ? [position()] : []));
    vi.mocked(listLossSettings).mockResolvedValue([]);
    let saved: () => void = () => undefined;
    vi.mocked(saveLossSetting).mockImplementation(() => new Promise((resolve) => (saved = () => resolve(undefined as never))));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'TP / SL' }));
    const takeProfit = await screen.findByRole('textbox', { name: 'Take-profit price' });
    const dialog = screen.getByRole('dialog', { name: 'TP / SL' });
    expect(within(dialog).getByText('Must be above 50,000.00 USDT')).toBeVisible();
    expect(within(dialog).getByText('Must be below 50,000.00 USDT')).toBeVisible();
    fireEvent.change(takeProfit, { target: { value: '1e5' } });
    expect(screen.getByText('Write it out in full, without “e”.')).toBeVisible();
    fireEvent.change(takeProfit, { target: { value: '55,000.5' } });
    const save = screen.getByRole('button', { name: 'Save' });
    act(() => {
      save.click();
      save.click();
    });
    expect(screen.queryByTestId('confirm-sheet')).toBeNull();
    expect(saveLossSetting).toHaveBeenCalledTimes(1);
    expect(saveLossSetting).toHaveBeenCalledWith({ positionId: 1, takeProfit: '55000.5', stopLoss: '' });
    await act(async () => saved());
    expect(await screen.findByText('Take-profit and stop-loss saved')).toBeVisible();
  });

  it('says when the lists cannot load and retries', async () => {
    vi.mocked(listPositions).mockRejectedValueOnce(new Error('down'));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No open positions')).toBeVisible();
  });
});
