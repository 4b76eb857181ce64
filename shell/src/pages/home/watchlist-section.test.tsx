import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { commonReady } from '@atrium/i18n';
import { getUserCoins, type CoinEntry } from '@atrium/api';
import { readTenantConfig, setTenant, useCoinStore, useSessionStore, useWatchlistStore, type SessionState } from '@atrium/platform';
import { renderRoutes } from '@atrium/ui/testing';
import { uiI18nReady } from '@atrium/ui';
import { shellI18nReady } from '../../i18n/register';
import { WatchlistSection } from './watchlist-section';

vi.mock('@atrium/api', async (original) => ({ ...(await original<typeof import('@atrium/api')>()), getUserCoins: vi.fn() }));

const coin = (symbol: string): CoinEntry => ({
  baseCoin: 'usdt',
  coin: symbol.replace(/usdt$/, ''),
  symbol,
  showSymbol: '',
  customizeFlag: 1,
  market: 'binance',
  coinType: 1,
  amount: '1',
  open: '1',
  logo: '',
});

beforeAll(() => Promise.all([shellI18nReady, commonReady, uiI18nReady]));
beforeEach(() => {
  setTenant(readTenantConfig({ env: 'test', production: false, brand: { productName: 'Test' } }, 'http://localhost'));
  useCoinStore.setState({ spotCoinList: [coin('btcusdt'), coin('ethusdt'), coin('solusdt')], contractCoinList: [], secondContractCoinList: [], loaded: true });
  useWatchlistStore.setState({ items: [], owner: null, loading: false });
  useSessionStore.setState({ token: null, isSign: false, userInfo: null });
});
afterEach(() => vi.clearAllMocks());

describe('the watchlist on the home screen', () => {
  it("shows a signed-in user's coins in their order, with a way to the quote screen", async () => {
    useSessionStore.setState({ token: 't', isSign: true, userInfo: { userId: 3 } as SessionState['userInfo'] });
    vi.mocked(getUserCoins).mockResolvedValue([
      { id: 2, symbol: 'solusdt', sort: 1 },
      { id: 1, symbol: 'btcusdt', sort: 2 },
    ]);
    renderRoutes({ '/home': <WatchlistSection /> }, '/home');
    const section = await screen.findByTestId('home-watchlist');
    expect(within(section).getByRole('heading', { name: /Watchlist/ })).toBeInTheDocument();
    expect(within(section).getAllByRole('link', { name: /USDT/ }).map((row) => row.dataset.testid)).toEqual(['watch-solusdt', 'watch-btcusdt']);
    expect(within(section).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/quote?tab=favourites');
  });

  it('shows nothing for a visitor, and asks the server nothing', () => {
    renderRoutes({ '/home': <WatchlistSection /> }, '/home');
    expect(screen.queryByTestId('home-watchlist')).not.toBeInTheDocument();
    expect(getUserCoins).not.toHaveBeenCalled();
  });

  it('shows nothing for an empty list', async () => {
    useSessionStore.setState({ token: 't', isSign: true, userInfo: { userId: 3 } as SessionState['userInfo'] });
    vi.mocked(getUserCoins).mockResolvedValue([]);
    renderRoutes({ '/home': <WatchlistSection /> }, '/home');
    await vi.waitFor(() => expect(getUserCoins).toHaveBeenCalled());
    expect(screen.queryByTestId('home-watchlist')).not.toBeInTheDocument();
  });
});
