import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { at, renderRoutes } from '@atrium/ui/testing';
import { getUserCoins, removeUserCoinBySymbol } from '@atrium/api';
import { useCoinStore } from '@atrium/platform';
import SearchPage from './search-page';
import { coinLists } from '../test/coins';
import { resetWatchlist, signIn } from '../test/session';
import { useRecentSearches } from '../hooks/use-recent-searches';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getUserCoins: vi.fn(),
  removeUserCoinBySymbol: vi.fn(),
}));

beforeEach(() => {
  const lists = coinLists();
  useCoinStore.setState({ secondContractCoinList: lists.coinList, spotCoinList: lists.currencyList, contractCoinList: lists.contractList, loaded: true });
  resetWatchlist();
  useRecentSearches.getState().clear();
  signIn();
  vi.mocked(getUserCoins).mockResolvedValue([{ id: 1, symbol: 'ethusdt', sort: 1 }]);
  vi.mocked(removeUserCoinBySymbol).mockResolvedValue({ code: 200, msg: 'ok', data: null });
});
afterEach(() => vi.clearAllMocks());

const type = (text: string) => fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: text } });

describe('searching for a coin', () => {
  it('finds coins by symbol or name whatever the case, and opens the one tapped', () => {
    const { router } = renderRoutes({ '/tradeSearch': <SearchPage /> }, '/tradeSearch');
    expect(screen.getByText("Type a coin's name or symbol")).toBeInTheDocument();
    type('ETH');
    const results = screen.getByTestId('search-results');
    expect(within(results).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('search-result-ethusdt'));
    expect(at(router)).toBe('/detail?symbol=ethusdt');
  });

  it('says when nothing matches', () => {
    renderRoutes({ '/tradeSearch': <SearchPage /> }, '/tradeSearch');
    type('dogecoin');
    expect(screen.getByText('No coin matches “dogecoin”')).toBeInTheDocument();
  });

  it('remembers the coins opened from a search for the session, newest first', () => {
    const { unmount } = renderRoutes({ '/tradeSearch': <SearchPage /> }, '/tradeSearch');
    type('sol');
    fireEvent.click(screen.getByTestId('search-result-solusdt'));
    unmount();
    const { unmount: close } = renderRoutes({ '/tradeSearch': <SearchPage /> }, '/tradeSearch');
    type('xau');
    fireEvent.click(screen.getByTestId('search-result-XAUUSD'));
    close();
    renderRoutes({ '/tradeSearch': <SearchPage /> }, '/tradeSearch');
    const recent = screen.getByRole('region', { name: 'Recent searches' });
    expect(within(recent).getAllByRole('link').map((a) => a.textContent)).toEqual(['XAU', 'SOL/USDT']);
    fireEvent.click(within(recent).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Recent searches' })).not.toBeInTheDocument();
  });

  it('stars a result off the watchlist', async () => {
    renderRoutes({ '/tradeSearch': <SearchPage /> }, '/tradeSearch');
    type('eth');
    const star = screen.getByTestId('watch-star-ethusdt');
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(star);
    await waitFor(() => expect(removeUserCoinBySymbol).toHaveBeenCalledWith('ethusdt'));
    expect(star).toHaveAttribute('aria-pressed', 'false');
  });
});
