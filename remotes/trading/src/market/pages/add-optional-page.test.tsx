import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '@atrium/ui/testing';
import { addUserCoins, getUserCoins } from '@atrium/api';
import { useCoinStore } from '@atrium/platform';
import AddOptionalPage from './add-optional-page';
import { coinLists } from '../test/coins';
import { resetWatchlist, signIn } from '../test/session';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getUserCoins: vi.fn(),
  addUserCoins: vi.fn(),
}));

beforeEach(() => {
  const lists = coinLists();
  useCoinStore.setState({ secondContractCoinList: lists.coinList, spotCoinList: lists.currencyList, contractCoinList: lists.contractList, loaded: true });
  resetWatchlist();
  signIn();
  vi.mocked(getUserCoins).mockResolvedValue([{ id: 1, symbol: 'ethusdt', sort: 1 }]);
  vi.mocked(addUserCoins).mockResolvedValue([]);
});
afterEach(() => vi.clearAllMocks());

const box = (symbol: string) => within(screen.getByTestId(`add-${symbol}`)).getByRole('checkbox');

describe('adding to the watchlist', () => {
  it('shows coins already on the list as added, and adds the checked ones in list order', async () => {
    renderRoutes({ '/addOptional': <AddOptionalPage /> }, '/addOptional');
    await waitFor(() => expect(box('ethusdt')).toBeDisabled());
    expect(box('ethusdt')).toBeChecked();
    expect(screen.getByTestId('add-optional-submit')).toBeDisabled();
    fireEvent.click(box('solusdt'));
    expect(screen.getByText('1 coin selected')).toBeInTheDocument();
    fireEvent.click(box('btcusdt'));
    expect(screen.getByText('2 coins selected')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('add-optional-submit'));
    await waitFor(() => expect(addUserCoins).toHaveBeenCalledWith(['btcusdt', 'solusdt']));
  });

  it('narrows the list by a search and says when nothing matches', async () => {
    renderRoutes({ '/addOptional': <AddOptionalPage /> }, '/addOptional');
    await screen.findByTestId('add-optional-list');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'xau' } });
    expect(within(screen.getByTestId('add-optional-list')).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'zzz' } });
    expect(screen.getByText('No coin matches “zzz”')).toBeInTheDocument();
  });

  it('keeps the checks when the server refuses', async () => {
    vi.mocked(addUserCoins).mockRejectedValueOnce(new Error('refused'));
    renderRoutes({ '/addOptional': <AddOptionalPage /> }, '/addOptional');
    await screen.findByTestId('add-optional-list');
    fireEvent.click(box('solusdt'));
    fireEvent.click(screen.getByTestId('add-optional-submit'));
    await waitFor(() => expect(screen.getByTestId('add-optional-submit')).not.toBeDisabled());
    expect(box('solusdt')).toBeChecked();
  });
});
