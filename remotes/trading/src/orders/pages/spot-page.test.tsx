import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { assetBalance, cancelSpotOrder, getTradeConfig, listSpotOrders, submitSpotOrder } from '@atrium/api';
import { ToastHost } from '@atrium/ui';
import { at, renderRoutes } from '@atrium/ui/testing';
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

const render = () =>
  renderRoutes(
    {
      '/tradeBB': (
        <>
          <SpotPage />
          <ToastHost />
        </>
      ),
    },
    '/tradeBB?symbol=dogeusdt',
  );
const sheet = () => screen.getByTestId('confirm-sheet');
const rowsOf = (element: HTMLElement) => within(element).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
const amount = () => screen.getByRole('textbox', { name: 'Amount (DOGE)' });
const price = () => screen.getByRole('textbox', { name: 'Limit price' });

describe('/tradeBB', () => {
  it('fills a price from the order book and a floored share of the USDT balance', async () => {
    render();
    await waitFor(() => expect(screen.getByTestId('spot-usdt')).toHaveTextContent('100'));
    expect(price()).toHaveValue('0.150000');
    act(() => depth.push({ type: 'DEPTH', symbol: 'dogeusdt', data: { bids: [['0.149', '1000']], asks: [['0.151', '800']], ts: 1 } }));
    fireEvent.click(await screen.findByRole('button', { name: /^Use this price: 0\.1490 / }));
    expect(price()).toHaveValue('0.149');
    // 50 % of 100 USDT ÷ 0.149 = 335.57… → 335 (whole coins).
    fireEvent.click(screen.getByRole('button', { name: '50%' }));
    expect(amount()).toHaveValue('335');
    expect(screen.getByRole('button', { name: '50%' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('spot-preview')).toHaveTextContent('49.915 USDT');
    // 100 %: all of it, floored.
    fireEvent.click(screen.getByRole('button', { name: '100%' }));
    expect(amount()).toHaveValue('671');
  });

  it('shows the book beside the form: price and amount columns, asks above the last price, bids below, rows held in place', async () => {
    render();
    const book = screen.getByTestId('order-book');
    expect(within(book).getByTestId('book-price-head')).toHaveTextContent('Price (USDT)');
    expect(within(book).getByTestId('book-amount-head')).toHaveTextContent('Amount (DOGE)');
    // Before the first frame: nine placeholder rows a side around the last price.
    const rowsBefore = book.children.length;
    expect(book).toHaveAttribute('aria-busy', 'true');
    expect(within(book).queryAllByRole('button')).toHaveLength(0);
    act(() =>
      depth.push({
        type: 'DEPTH',
        symbol: 'dogeusdt',
        data: { bids: [['0.149', '1000'], ['0.148', '10']], asks: [['0.151', '800'], ['0.152', '5'], ['0.153', '7']], ts: 1 },
      }),
    );
    expect(book.children).toHaveLength(rowsBefore);
    expect(book).not.toHaveAttribute('aria-busy');
    const levels = within(book)
      .getAllByRole('button')
      .map((level) => level.textContent);
    // The best ask sits right above the last price, the best bid right under it; each level is
    // named by its price and amount.
    expect(levels).toEqual(['Use this price: 0.1530 7', 'Use this price: 0.1520 5', 'Use this price: 0.1510 800', 'Use this price: 0.1490 1,000', 'Use this price: 0.1480 10']);
    const children = [...book.children];
    const mid = children.indexOf(within(book).getByTestId('book-last-price'));
    // The header, nine asks (the missing six padded away from the price), the price.
    expect(mid).toBe(10);
    expect(children).toHaveLength(20);
    expect(children[mid - 1]).toHaveAccessibleName('Use this price: 0.1510 800');
    expect(children[mid + 1]).toHaveAccessibleName('Use this price: 0.1490 1,000');
    expect(within(book).getByTestId('book-last-price')).toHaveTextContent('Last price 0.1500');
    await waitFor(() => expect(screen.getByTestId('spot-usdt')).toHaveTextContent('100'));
  });

  it('keeps what was typed and says what is wrong with it; sends nothing without a confirmation', async () => {
    render();
    await waitFor(() => expect(screen.getByTestId('spot-usdt')).toHaveTextContent('100'));
    expect(screen.getByText('Minimum order value: 5 USDT')).toBeVisible();
    const buy = () => fireEvent.click(screen.getByRole('button', { name: 'Buy DOGE' }));
    for (const [typed, message] of [
      ['1.5', 'Enter a whole number.'],
      ['1e3', 'Write it out in full, without “e”.'],
      ['10', 'The order must be worth at least 5 USDT'],
      ['1000', 'Insufficient balance.'],
    ]) {
      fireEvent.change(amount(), { target: { value: typed } });
      buy();
      expect(screen.getByText(message!)).toBeVisible();
      expect(amount()).toHaveValue(typed);
    }
    // Short of USDT for this buy: a transfer into the spot account is offered.
    expect(screen.getByRole('link', { name: 'Transfer in to the spot account' })).toHaveAttribute('href', '/transfer?to=spot');
    fireEvent.change(price(), { target: { value: '0.15x' } });
    expect(screen.getByText('Use digits only, with one decimal mark.')).toBeVisible();
    expect(screen.queryByTestId('confirm-sheet')).toBeNull();
    expect(submitSpotOrder).not.toHaveBeenCalled();
  });

  it('asks before a limit buy, saying what is held in the spot account and what arrives; only Confirm sends, once', async () => {
    let place: (order: ReturnType<typeof spotOrder>) => void = () => undefined;
    vi.mocked(submitSpotOrder).mockImplementation(() => new Promise((resolve) => (place = resolve)));
    render();
    await waitFor(() => expect(screen.getByTestId('spot-usdt')).toHaveTextContent('100'));
    fireEvent.change(amount(), { target: { value: '100' } });
    fireEvent.change(price(), { target: { value: '0.15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy DOGE' }));
    expect(rowsOf(sheet())).toEqual([
      'Pair: DOGE/USDT',
      'Side: Buy',
      'Order type: Limit',
      'Price: 0.15 USDT',
      'Quantity: 100 DOGE',
      'Total: 15 USDT',
      'Fee (0.10%): 0.1 DOGE',
      'You receive: 99.9 DOGE',
      'Held in your spot account: 15 USDT',
    ]);
    expect(sheet()).toHaveTextContent('What you receive arrives in your spot account.');
    expect(submitSpotOrder).not.toHaveBeenCalled();
    const confirm = within(sheet()).getByRole('button', { name: 'Confirm' });
    act(() => {
      confirm.click();
      confirm.click();
      confirm.click();
    });
    expect(submitSpotOrder).toHaveBeenCalledTimes(1);
    expect(submitSpotOrder).toHaveBeenCalledWith({ symbol: 'dogeusdt', side: 'buy', type: 'limit', price: '0.15', amount: '100' });
    await act(async () => place(spotOrder({ amount: '100', price: '0.15' })));
    expect(await screen.findByText('Order placed: it waits for its price')).toBeVisible();
    expect(await screen.findByTestId('spot-order-row')).toHaveTextContent('Pending');
  });

  it('cancels an open order, and refreshes balances when a fill settles', async () => {
    vi.mocked(listSpotOrders).mockImplementation(async (q) => ({ code: 200, msg: '', rows: q.status === 0 ? [spotOrder({ id: 4 })] : [], total: q.status === 0 ? 1 : 0 }));
    vi.mocked(cancelSpotOrder).mockResolvedValue(spotOrder({ id: 4, status: 2 }));
    render();
    const cancel = await screen.findByRole('button', { name: 'Cancel order' });
    act(() => {
      cancel.click();
      cancel.click();
    });
    await waitFor(() => expect(cancelSpotOrder).toHaveBeenCalledWith(4));
    expect(cancelSpotOrder).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('No open orders')).toBeVisible();
    expect(screen.getByText('Order cancelled')).toBeVisible();

    const calls = vi.mocked(assetBalance).mock.calls.length;
    act(() => socket.push({ type: 'SETTLEMENT', data: { product: 'spot', order: spotOrder({ id: 5, status: 1, fillPrice: '0.15' }) } }));
    await waitFor(() => expect(vi.mocked(assetBalance).mock.calls.length).toBe(calls + 1));
  });

  it('sells a share of the base coin at market from a confirmation that says it is paid from the spot account', async () => {
    vi.mocked(submitSpotOrder).mockResolvedValue(spotOrder({ side: 'sell', type: 'market', status: 1, fillPrice: '0.15' }));
    render();
    await waitFor(() => expect(screen.getByTestId('spot-base')).toHaveTextContent('50'));
    fireEvent.click(screen.getByRole('radio', { name: 'Sell' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Market' }));
    fireEvent.click(screen.getByRole('button', { name: '100%' }));
    expect(amount()).toHaveValue('50');
    fireEvent.click(screen.getByRole('button', { name: 'Sell DOGE' }));
    const rows = rowsOf(sheet());
    expect(rows).toContain('Price: Market price, about 0.1500 USDT');
    expect(rows).toContain('Total: about 7.5 USDT');
    expect(rows).toContain('Fee (0.10%): about 0.0075 USDT');
    expect(rows).toContain('You receive: about 7.4925 USDT');
    expect(rows).toContain('From your spot account: about 50 DOGE');
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(submitSpotOrder).toHaveBeenCalledWith({ symbol: 'dogeusdt', side: 'sell', type: 'market', amount: '50' }));
  });

  it('leads a user short of USDT to a transfer into the spot account', async () => {
    vi.mocked(assetBalance).mockResolvedValue(balances([{ account: 'spot', available: '1' }]));
    const { router } = render();
    fireEvent.click(await screen.findByRole('link', { name: 'Transfer in to the spot account' }));
    expect(at(router)).toBe('/transfer?to=spot');
  });
});
