import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderRoutes } from '@atrium/ui/testing';
import { getUserCoins } from '@atrium/api';
import { marketHub, readTenantConfig, setTenant, useCoinStore, useWatchlistStore } from '@atrium/platform';
import QuotePage from './quote-page';
import { coinLists, detail } from '../test/coins';
import { resetWatchlist, signIn } from '../test/session';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getUserCoins: vi.fn(),
  getMt5Amount: vi.fn(async () => '4321000'),
  getCoinList: vi.fn(async () => coinLists()),
}));

beforeEach(() => {
  const lists = coinLists();
  useCoinStore.setState({ secondContractCoinList: lists.coinList, spotCoinList: lists.currencyList, contractCoinList: lists.contractList, loaded: true, mt5Volumes: {} });
  marketHub.applySnapshot('btcusdt', detail('67000.5', { priceChangePercent: '0.001', volume2: '1234567' }));
  marketHub.applySnapshot('ethusdt', detail('3500', { priceChangePercent: '-2.5' }));
  marketHub.applySnapshot('solusdt', detail('150.25', { priceChangePercent: '3' }));
  resetWatchlist();
  // The tab picked in a test before is not this test's session.
  sessionStorage.clear();
});
afterEach(() => vi.clearAllMocks());

const rows = () => within(screen.getByTestId('quote-list')).getAllByRole('link').map((row) => row.dataset.testid);

describe('the quote screen', () => {
  it('shows the tabs and the spot coins with live price, change and volume', async () => {
    renderRoutes({ '/quote': <QuotePage /> }, '/quote?tab=spot');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Favourites', 'Spot', 'Contract', 'Second contract']);
    expect(screen.getByRole('tab', { name: 'Spot' })).toHaveAttribute('aria-selected', 'true');
    expect(rows()).toEqual(['quote-row-btcusdt', 'quote-row-ethusdt', 'quote-row-solusdt', 'quote-row-shibusdt']);
    const btc = screen.getByTestId('quote-row-btcusdt');
    expect(btc).toHaveAttribute('href', '/detail?symbol=btcusdt');
    expect(within(btc).getByTestId('price')).toHaveTextContent('67,000.50');
    // Spec §5: a nonzero change shows at least 0.01 %; §9: volumes abbreviate.
    expect(within(btc).getByTestId('change')).toHaveTextContent('+0.01%');
    expect(within(btc).getByTestId('volume')).toHaveTextContent('1.23M');
    expect(within(screen.getByTestId('quote-row-ethusdt')).getByTestId('change')).toHaveTextContent('-2.50%');
    await act(async () => undefined);
  });

  it('switches tabs and keeps the tab in the address', async () => {
    const { router } = renderRoutes({ '/quote': <QuotePage /> }, '/quote?tab=spot');
    fireEvent.click(screen.getByTestId('quote-tab-contract'));
    expect(router.state.location.search).toBe('?tab=contract');
    expect(rows()).toEqual(['quote-row-btcusdt', 'quote-row-ethusdt', 'quote-row-XAUUSD']);
    // An MT5 coin's volume is getMt5Amount's.
    expect(await within(screen.getByTestId('quote-row-XAUUSD')).findByText('4.32M')).toBeInTheDocument();
  });

  it('has no second-contract tab where the tenant has switched it off', () => {
    setTenant(readTenantConfig({ env: 'test', production: false, brand: { productName: 'Test' }, flags: { secondContract: false } }, 'http://localhost'));
    renderRoutes({ '/quote': <QuotePage /> }, '/quote?tab=second');
    expect(screen.queryByTestId('quote-tab-second')).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    // A link to the missing tab falls back to the first market.
    expect(screen.getByRole('tab', { name: 'Spot' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sorts by a column: ascending, descending, then back to the list order', () => {
    renderRoutes({ '/quote': <QuotePage /> }, '/quote?tab=spot');
    const price = screen.getByTestId('sort-price');
    fireEvent.click(price);
    expect(rows()).toEqual(['quote-row-solusdt', 'quote-row-ethusdt', 'quote-row-btcusdt', 'quote-row-shibusdt']);
    expect(price).toHaveAccessibleName('Last price, ascending');
    fireEvent.click(price);
    expect(rows()).toEqual(['quote-row-btcusdt', 'quote-row-ethusdt', 'quote-row-solusdt', 'quote-row-shibusdt']);
    fireEvent.click(screen.getByTestId('sort-change'));
    expect(rows()).toEqual(['quote-row-ethusdt', 'quote-row-btcusdt', 'quote-row-solusdt', 'quote-row-shibusdt']);
    fireEvent.click(screen.getByTestId('sort-change'));
    fireEvent.click(screen.getByTestId('sort-change'));
    expect(rows()).toEqual(['quote-row-btcusdt', 'quote-row-ethusdt', 'quote-row-solusdt', 'quote-row-shibusdt']);
  });

  it('asks a visitor to sign in on the favourites tab', () => {
    renderRoutes({ '/quote': <QuotePage /> }, '/quote?tab=favourites');
    expect(screen.getByText('Sign in to keep a watchlist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(getUserCoins).not.toHaveBeenCalled();
  });

  it('opens a user without favourites on the first market with coins; Favourites offers "Add"', async () => {
    signIn();
    vi.mocked(getUserCoins).mockResolvedValue([]);
    useCoinStore.setState({ spotCoinList: [] });
    renderRoutes({ '/quote': <QuotePage /> }, '/quote');
    expect(await screen.findByTestId('quote-row-XAUUSD')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Contract' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByTestId('quote-tab-favourites'));
    expect(await screen.findByText('Your watchlist is empty')).toBeInTheDocument();
    expect(screen.getByTestId('watchlist-add')).toHaveAttribute('href', '/addOptional');
  });

  it('opens a visitor on the first market with coins', () => {
    renderRoutes({ '/quote': <QuotePage /> }, '/quote');
    expect(screen.getByRole('tab', { name: 'Spot' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('quote-row-btcusdt')).toBeInTheDocument();
  });

  it('keeps the tab the user picked for the session, over the favourites it would open on', async () => {
    signIn();
    vi.mocked(getUserCoins).mockResolvedValue([{ id: 1, symbol: 'btcusdt', sort: 1 }]);
    const { unmount } = renderRoutes({ '/quote': <QuotePage /> }, '/quote');
    expect(await screen.findByRole('tab', { name: 'Favourites', selected: true })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('quote-tab-contract'));
    unmount();
    // Back later from the tab bar (no tab in the address), or after a reload.
    renderRoutes({ '/quote': <QuotePage /> }, '/quote');
    expect(screen.getByRole('tab', { name: 'Contract' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('quote-row-XAUUSD')).toBeInTheDocument();
  });

  it('does not move off the tab it opened on when a favourite arrives meanwhile', async () => {
    signIn();
    vi.mocked(getUserCoins).mockResolvedValue([]);
    renderRoutes({ '/quote': <QuotePage /> }, '/quote');
    expect(await screen.findByRole('tab', { name: 'Spot', selected: true })).toBeInTheDocument();
    act(() => useWatchlistStore.setState({ items: [{ id: 1, symbol: 'btcusdt', sort: 1 }] }));
    expect(screen.getByRole('tab', { name: 'Spot' })).toHaveAttribute('aria-selected', 'true');
  });

  it("lists the user's watchlist in its order, with ways to add and edit", async () => {
    signIn();
    vi.mocked(getUserCoins).mockResolvedValue([
      { id: 2, symbol: 'solusdt', sort: 1 },
      { id: 1, symbol: 'btcusdt', sort: 2 },
      { id: 9, symbol: 'gonecoin', sort: 3 },
    ]);
    renderRoutes({ '/quote': <QuotePage /> }, '/quote');
    await screen.findByTestId('quote-row-solusdt');
    // A symbol the tenant no longer lists has no row.
    expect(rows()).toEqual(['quote-row-solusdt', 'quote-row-btcusdt']);
    expect(screen.getByTestId('watchlist-edit')).toHaveAttribute('href', '/editOptional');
  });

  it('shows an error with a retry on Favourites when the watchlist cannot be loaded, opening on a market meanwhile', async () => {
    signIn();
    vi.mocked(getUserCoins).mockRejectedValueOnce(new Error('down')).mockResolvedValue([{ id: 1, symbol: 'ethusdt', sort: 1 }]);
    renderRoutes({ '/quote': <QuotePage /> }, '/quote');
    expect(await screen.findByRole('tab', { name: 'Spot', selected: true })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('quote-tab-favourites'));
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('quote-row-ethusdt')).toBeInTheDocument();
  });

  it('shows a skeleton until the coin list is known, and an error with a retry when it fails', async () => {
    useCoinStore.setState({ secondContractCoinList: [], spotCoinList: [], contractCoinList: [], loaded: false });
    const { getCoinList } = await import('@atrium/api');
    vi.mocked(getCoinList).mockRejectedValueOnce(new Error('down'));
    renderRoutes({ '/quote': <QuotePage /> }, '/quote?tab=spot');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('quote-row-solusdt')).toBeInTheDocument();
  });

  it('updates a row on a tick and flashes its price', async () => {
    renderRoutes({ '/quote': <QuotePage /> }, '/quote?tab=spot');
    // The row's volume, price and change each listen (one server subscription).
    expect(marketHub.liveTopics()['DETAIL:btcusdt']).toBe(3);
    await act(async () => marketHub.applySnapshot('btcusdt', detail('68000', { ts: 2 })));
    const price = within(screen.getByTestId('quote-row-btcusdt')).getByTestId('price');
    expect(price).toHaveTextContent('68,000.00');
    expect(price).toHaveAttribute('data-flash', 'up');
  });

  it('says prices are not live while the market socket is down, and greys them', () => {
    const stale = vi.spyOn(marketHub, 'staleSince', 'get').mockReturnValue(Date.UTC(2024, 0, 1, 8, 30));
    renderRoutes({ '/quote': <QuotePage /> }, '/quote?tab=spot');
    expect(screen.getByTestId('stale-marker')).toHaveTextContent(/^Prices are not live since .+: reconnecting…$/);
    expect(screen.getByTestId('quote-list')).toHaveAttribute('data-stale', 'true');
    stale.mockRestore();
  });
});
