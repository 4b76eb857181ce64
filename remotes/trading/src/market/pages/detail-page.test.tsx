import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '@atrium/ui/testing';
import { addUserCoins, getKlineHistory, getUserCoins, type Candle } from '@atrium/api';
import { marketHub, setTenant, useCoinStore, type DepthLevel } from '@atrium/platform';
import DetailPage from './detail-page';
import { coinLists, detail } from '../test/coins';
import { fakeMarket } from '../test/hub';
import { resetWatchlist, signIn } from '../test/session';
import { tenantRunningTrading } from '../../test/tenant';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getKlineHistory: vi.fn(),
  getUserCoins: vi.fn(),
  addUserCoins: vi.fn(),
}));
// The canvas chart is lightweight-charts' (no canvas here): the page's part is the candles it is given.
vi.mock('../components/kline-chart', () => ({
  KlineChart: ({ candles }: { candles: Candle[] }) => <div data-testid="kline-chart" data-candles={candles.length} />,
}));

const candle = (minute: number): Candle => ({ time: minute * 60_000, open: '1', high: '2', low: '0.5', close: '1.5', volume: '3' });
const levels = (from: number, step: number): DepthLevel[] => Array.from({ length: 12 }, (_, i) => [String(from + i * step), '1.5']);

let market: ReturnType<typeof fakeMarket>;
beforeEach(() => {
  const lists = coinLists();
  useCoinStore.setState({ secondContractCoinList: lists.coinList, spotCoinList: lists.currencyList, contractCoinList: lists.contractList, loaded: true, mt5Volumes: {} });
  resetWatchlist();
  market = fakeMarket();
  vi.mocked(getKlineHistory).mockResolvedValue([candle(1), candle(2), candle(3)]);
  vi.mocked(getUserCoins).mockResolvedValue([]);
  vi.mocked(addUserCoins).mockResolvedValue([]);
  marketHub.applySnapshot('btcusdt', detail('67000.5', { priceChangePercent: '1.5', change: '990', high24: '68000', low24: '65000.25', volume2: '2500000000' }));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const open = (symbol: string) => renderRoutes({ '/detail': <DetailPage /> }, `/detail?symbol=${symbol}`);

describe('the coin detail screen', () => {
  it('says so when the symbol is not listed', () => {
    open('nopeusdt');
    expect(screen.getByRole('alert')).toHaveTextContent('Coin not found');
    expect(screen.getByText('“nopeusdt” is not listed here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse markets' })).toHaveAttribute('href', '/quote');
  });

  it('shows the live price, 24 h change, high, low and volume', async () => {
    open('btcusdt');
    expect(screen.getByRole('heading', { name: 'BTC/USDT' })).toBeInTheDocument();
    expect(screen.getByTestId('detail-price')).toHaveTextContent('67,000.50');
    expect(screen.getByTestId('detail-summary')).toHaveTextContent('+1.50%');
    expect(screen.getByTestId('detail-high')).toHaveTextContent('68,000.00');
    expect(screen.getByTestId('detail-low')).toHaveTextContent('65,000.25');
    expect(screen.getByTestId('detail-volume')).toHaveTextContent('2.50B');
    act(() => marketHub.applySnapshot('btcusdt', detail('66000', { ts: 5 })));
    expect(screen.getByTestId('detail-price')).toHaveTextContent('66,000.00');
    expect(screen.getByTestId('detail-price')).toHaveAttribute('data-flash', 'down');
    await screen.findByTestId('kline-chart');
  });

  it('draws the history, then a new candle from the socket, never rewriting a closed one', async () => {
    open('btcusdt');
    const chart = await screen.findByTestId('kline-chart');
    expect(chart).toHaveAttribute('data-candles', '3');
    act(() => market.send({ type: 'KLINE', symbol: 'btcusdt', interval: '1min', data: candle(4) }));
    expect(screen.getByTestId('kline-chart')).toHaveAttribute('data-candles', '4');
    act(() => market.send({ type: 'KLINE', symbol: 'btcusdt', interval: '1min', data: candle(2) }));
    expect(screen.getByTestId('kline-chart')).toHaveAttribute('data-candles', '4');
    // Another interval is another history.
    fireEvent.click(screen.getByTestId('interval-1week'));
    await waitFor(() => expect(getKlineHistory).toHaveBeenLastCalledWith('btcusdt', '1week', 300, { signal: expect.any(AbortSignal) }));
  });

  it('shows ten levels a side of the order book under price and amount columns, and the recent trades', async () => {
    open('btcusdt');
    expect(screen.getByText('Waiting for the order book…')).toBeInTheDocument();
    // The place of the levels is held before the first frame.
    expect(screen.getByTestId('book-bids').children).toHaveLength(11);
    act(() => market.send({ type: 'DEPTH', symbol: 'btcusdt', data: { bids: levels(100, -1), asks: levels(101, 1), ts: 1 } }));
    expect(screen.getByTestId('book-bids').children).toHaveLength(11);
    expect(within(screen.getByTestId('book-bids')).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByTestId('book-bids')).toHaveTextContent(/^Price \(USDT\)Amount \(BTC\)/);
    expect(screen.getByTestId('book-asks')).toHaveTextContent(/^Price \(USDT\)Amount \(BTC\)/);
    const bestAsk = within(screen.getByTestId('book-asks')).getAllByRole('listitem')[0];
    expect(bestAsk).toHaveTextContent(/^101\.00/);
    expect(bestAsk).toHaveTextContent(/1\.5$/);
    fireEvent.click(screen.getByRole('tab', { name: 'Trades' }));
    act(() =>
      market.send({
        type: 'TRADE',
        symbol: 'btcusdt',
        data: [
          { id: 'a', price: '67001', amount: '0.5', direction: 'buy', ts: Date.UTC(2024, 0, 2, 3, 4, 5) },
          { id: 'b', price: '67002', amount: '0.25', direction: 'sell', ts: Date.UTC(2024, 0, 2, 3, 4, 6) },
          // 23:59:59 on 1 January in Hong Kong: the day before.
          { id: 'c', price: '66990', amount: '1', direction: 'buy', ts: Date.UTC(2024, 0, 1, 15, 59, 59) },
        ],
      }),
    );
    const list = screen.getByTestId('recent-trades');
    // Newest first, in the user's time zone (Asia/Hong_Kong by default) and date format: the date
    // once per day, the time on each trade.
    expect(within(list).getAllByTestId('trades-day').map((day) => day.textContent)).toEqual(['01/02/2024', '01/01/2024']);
    // Each time names its zone when Hong Kong is not the device's (the platform's formatter).
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone === 'Asia/Hong_Kong' ? '' : ' GMT+8';
    expect(within(list).getAllByTestId('trade-time').map((time) => time.textContent)).toEqual([`11:04:06${zone}`, `11:04:05${zone}`, `23:59:59${zone}`]);
    const trades = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.dataset.direction);
    expect(trades).toHaveLength(3);
    expect(trades[0]).toHaveTextContent('Sell');
    expect(trades[0]).toHaveTextContent('67,002.00');
    expect(trades[1]).toHaveTextContent('Buy');
    expect(list).not.toHaveTextContent('01/02/2024 11:04');
    await screen.findByTestId('kline-chart');
  });

  it('leads to every trade screen that lists the coin', async () => {
    open('btcusdt');
    expect(screen.getByTestId('trade-contract')).toHaveAttribute('href', '/tradeU?symbol=btcusdt');
    expect(screen.getByTestId('trade-spot')).toHaveAttribute('href', '/tradeBB?symbol=btcusdt');
    expect(screen.getByTestId('trade-second')).toHaveAttribute('href', '/trade?symbol=btcusdt');
    await screen.findByTestId('kline-chart');
  });

  it('has no second-contract button where the tenant has switched it off', async () => {
    setTenant(tenantRunningTrading({ secondContract: false }));
    open('XAUUSD');
    expect(screen.getByTestId('trade-contract')).toBeInTheDocument();
    expect(screen.queryByTestId('trade-second')).not.toBeInTheDocument();
    await screen.findByTestId('kline-chart');
  });

  it('stars the coin onto the watchlist of a signed-in user; a visitor has no star', async () => {
    const { unmount } = open('btcusdt');
    expect(screen.queryByTestId('watch-star-btcusdt')).not.toBeInTheDocument();
    await screen.findByTestId('kline-chart');
    unmount();
    signIn();
    open('btcusdt');
    const star = await screen.findByTestId('watch-star-btcusdt');
    expect(star).toHaveAttribute('aria-pressed', 'false');
    vi.mocked(getUserCoins).mockResolvedValue([{ id: 1, symbol: 'btcusdt', sort: 1 }]);
    fireEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(addUserCoins).toHaveBeenCalledWith(['btcusdt']);
  });
});
