import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserCoin } from '@atrium/api';

const getUserCoins = vi.fn<() => Promise<UserCoin[]>>();
const addUserCoins = vi.fn(async (_symbols: string[]) => [] as UserCoin[]);
const removeUserCoinBySymbol = vi.fn(async (_symbol: string) => ({ code: 200, msg: 'ok', data: null }));
const sortUserCoins = vi.fn(async (ids: number[]) => ids.map((id, sort) => ({ id, symbol: `s${id}`, sort })));
vi.mock('@atrium/api', () => ({ getUserCoins, addUserCoins, removeUserCoinBySymbol, sortUserCoins, loginOut: vi.fn(), getInfo: vi.fn() }));

const { useWatchlistStore, isWatched } = await import('./watchlist-store');
const { useSessionStore } = await import('./session-store');

const coin = (id: number, symbol: string, sort = id): UserCoin => ({ id, symbol, sort });
const signedInAs = (userId: number) =>
  useSessionStore.setState({ token: `t${userId}`, isSign: true, userInfo: { userId, status: 0 } as never });

beforeEach(() => {
  vi.clearAllMocks();
  useSessionStore.setState({ token: null, isSign: false, userInfo: null });
  useWatchlistStore.setState({ items: [], owner: null, loading: false });
});

describe('the watchlist store', () => {
  it('is empty for a visitor without asking the server', async () => {
    await useWatchlistStore.getState().load();
    expect(useWatchlistStore.getState().items).toEqual([]);
    expect(getUserCoins).not.toHaveBeenCalled();
  });

  it("loads the signed-in user's list and forgets it when the session changes", async () => {
    signedInAs(7);
    getUserCoins.mockResolvedValueOnce([coin(1, 'btcusdt'), coin(2, 'ethusdt')]);
    await useWatchlistStore.getState().load();
    expect(useWatchlistStore.getState()).toMatchObject({ owner: 7, items: [coin(1, 'btcusdt'), coin(2, 'ethusdt')] });
    expect(isWatched(useWatchlistStore.getState().items, 'ethusdt')).toBe(true);
    signedInAs(8);
    expect(useWatchlistStore.getState()).toMatchObject({ owner: null, items: [] });
  });

  it("drops an answer that arrives after the user changed", async () => {
    signedInAs(7);
    let answer!: (coins: UserCoin[]) => void;
    getUserCoins.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const loading = useWatchlistStore.getState().load();
    useSessionStore.setState({ token: null, isSign: false, userInfo: null });
    answer([coin(1, 'btcusdt')]);
    await loading;
    expect(useWatchlistStore.getState().items).toEqual([]);
  });

  it('adds only symbols not on the list, then reloads', async () => {
    signedInAs(7);
    useWatchlistStore.setState({ items: [coin(1, 'btcusdt')], owner: 7 });
    getUserCoins.mockResolvedValueOnce([coin(1, 'btcusdt'), coin(2, 'ethusdt')]);
    await useWatchlistStore.getState().add(['btcusdt', 'ethusdt']);
    expect(addUserCoins).toHaveBeenCalledWith(['ethusdt']);
    expect(useWatchlistStore.getState().items.map((i) => i.symbol)).toEqual(['btcusdt', 'ethusdt']);
    await useWatchlistStore.getState().add(['btcusdt']);
    expect(addUserCoins).toHaveBeenCalledTimes(1);
  });

  it('removes at once and puts the coin back when the server refuses', async () => {
    signedInAs(7);
    useWatchlistStore.setState({ items: [coin(1, 'btcusdt'), coin(2, 'ethusdt')], owner: 7 });
    let refuse!: (error: Error) => void;
    removeUserCoinBySymbol.mockReturnValueOnce(new Promise((_, reject) => (refuse = reject)));
    const removing = useWatchlistStore.getState().remove('btcusdt');
    expect(useWatchlistStore.getState().items.map((i) => i.symbol)).toEqual(['ethusdt']);
    refuse(new Error('no'));
    await expect(removing).rejects.toThrow('no');
    expect(useWatchlistStore.getState().items.map((i) => i.symbol)).toEqual(['btcusdt', 'ethusdt']);
  });

  it('saves a new order and keeps the order the server answers', async () => {
    signedInAs(7);
    await useWatchlistStore.getState().reorder([2, 1]);
    expect(sortUserCoins).toHaveBeenCalledWith([2, 1]);
    expect(useWatchlistStore.getState().items.map((i) => i.id)).toEqual([2, 1]);
  });
});
