import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { at, renderRoutes } from '@atrium/ui/testing';
import { getUserCoins, removeUserCoinBySymbol, sortUserCoins } from '@atrium/api';
import { useCoinStore } from '@atrium/platform';
import EditOptionalPage from './edit-optional-page';
import { coinLists } from '../test/coins';
import { resetWatchlist, signIn } from '../test/session';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getUserCoins: vi.fn(),
  sortUserCoins: vi.fn(),
  removeUserCoinBySymbol: vi.fn(),
}));

const LIST = [
  { id: 1, symbol: 'btcusdt', sort: 1 },
  { id: 2, symbol: 'ethusdt', sort: 2 },
  { id: 3, symbol: 'solusdt', sort: 3 },
];

beforeEach(() => {
  const lists = coinLists();
  useCoinStore.setState({ secondContractCoinList: lists.coinList, spotCoinList: lists.currencyList, contractCoinList: lists.contractList, loaded: true });
  resetWatchlist();
  signIn();
  vi.mocked(getUserCoins).mockResolvedValue(LIST);
  vi.mocked(sortUserCoins).mockImplementation(async (ids) => ids.map((id, i) => ({ ...LIST.find((c) => c.id === id)!, sort: i + 1 })));
  vi.mocked(removeUserCoinBySymbol).mockResolvedValue({ code: 200, msg: 'ok', data: null });
});
afterEach(() => vi.clearAllMocks());

const order = () => within(screen.getByTestId('edit-optional-list')).getAllByRole('listitem').map((row) => row.dataset.testid);

function open() {
  return renderRoutes({ '/editOptional': <EditOptionalPage /> }, '/editOptional');
}

describe('editing the watchlist', () => {
  it('moves coins up, down and to the top in a draft, and saves the new order', async () => {
    const { router } = open();
    await screen.findByTestId('edit-optional-list');
    expect(screen.getByTestId('edit-optional-save')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Move SOL/USDT up' }));
    expect(order()).toEqual(['edit-btcusdt', 'edit-solusdt', 'edit-ethusdt']);
    fireEvent.click(screen.getByRole('button', { name: 'Move BTC/USDT down' }));
    expect(order()).toEqual(['edit-solusdt', 'edit-btcusdt', 'edit-ethusdt']);
    fireEvent.click(screen.getByRole('button', { name: 'Move ETH/USDT to the top' }));
    expect(order()).toEqual(['edit-ethusdt', 'edit-solusdt', 'edit-btcusdt']);
    // Nothing has reached the server yet.
    expect(sortUserCoins).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('edit-optional-save'));
    await waitFor(() => expect(sortUserCoins).toHaveBeenCalledWith([2, 3, 1]));
    expect(removeUserCoinBySymbol).not.toHaveBeenCalled();
    await waitFor(() => expect(at(router)).toBe('/quote?tab=favourites'));
  });

  it('cannot move the first coin up or the last one down', async () => {
    open();
    await screen.findByTestId('edit-optional-list');
    expect(screen.getByRole('button', { name: 'Move BTC/USDT up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move BTC/USDT to the top' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move SOL/USDT down' })).toBeDisabled();
  });

  it('deletes the checked coins, or all with select-all, on save', async () => {
    open();
    await screen.findByTestId('edit-optional-list');
    expect(screen.getByTestId('edit-optional-delete')).toBeDisabled();
    fireEvent.click(within(screen.getByTestId('edit-ethusdt')).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('edit-optional-delete'));
    expect(order()).toEqual(['edit-btcusdt', 'edit-solusdt']);
    fireEvent.click(screen.getByTestId('edit-optional-save'));
    await waitFor(() => expect(sortUserCoins).toHaveBeenCalledWith([1, 3]));
    expect(removeUserCoinBySymbol).toHaveBeenCalledWith('ethusdt');
  });

  it('empties the list with select-all and delete', async () => {
    open();
    await screen.findByTestId('edit-optional-list');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(screen.getByTestId('edit-optional-delete'));
    expect(screen.getByText('Saving will empty your watchlist')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('edit-optional-save'));
    await waitFor(() => expect(removeUserCoinBySymbol).toHaveBeenCalledTimes(3));
    expect(sortUserCoins).not.toHaveBeenCalled();
  });

  it('keeps the draft when the server refuses the save', async () => {
    vi.mocked(sortUserCoins).mockRejectedValueOnce(new Error('refused'));
    open();
    await screen.findByTestId('edit-optional-list');
    fireEvent.click(screen.getByRole('button', { name: 'Move SOL/USDT to the top' }));
    fireEvent.click(screen.getByTestId('edit-optional-save'));
    await waitFor(() => expect(screen.getByTestId('edit-optional-save')).not.toBeDisabled());
    expect(order()).toEqual(['edit-solusdt', 'edit-btcusdt', 'edit-ethusdt']);
  });

  it('offers "Add" for an empty list', async () => {
    vi.mocked(getUserCoins).mockResolvedValue([]);
    open();
    expect(await screen.findByText('Your watchlist is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/addOptional');
  });
});
