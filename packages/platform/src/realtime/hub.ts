import { useCallback, useSyncExternalStore } from 'react';
import { MarketHub, type ConnectionStatus } from './market-hub';
import { UserSocket } from './user-socket';
import type { MarketDetail } from './protocol';
import { allCoins, useCoinStore } from '../stores/coin-store';
import { detailFromCoin } from '../coins/snapshot';
import { tenant } from '../tenant';

const uuid = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;

/**
 * After a (re)connection: the coin list's prices, before any new frame is applied. The first
 * connection takes the boot's coin list (DETAIL frames carry a symbol's whole state, so the next
 * one corrects anything older); a reconnection asks for lists taken after the prices went stale.
 */
async function resyncFromCoinList(staleSince: number | null): Promise<void> {
  await useCoinStore.getState().loadSince(staleSince ?? Number.NEGATIVE_INFINITY);
  const now = Date.now();
  for (const coin of allCoins(useCoinStore.getState())) {
    const detail = detailFromCoin(coin, marketHub.lastDetail(coin.symbol), now);
    if (detail) marketHub.applySnapshot(coin.symbol, detail);
  }
}

/** The one market hub of the page; the shell starts it, everyone subscribes through it. */
export const marketHub = new MarketHub(() => `${tenant().wsBase}/${uuid()}`, { resync: resyncFromCoinList });

export function useMarketStatus(): ConnectionStatus {
  return useSyncExternalStore(
    (l) => marketHub.onStatus(l),
    () => marketHub.status,
    () => 'idle',
  );
}

/** When prices went stale (the connection lost, not yet resynced), or null while they are live. */
export function useMarketStaleSince(): number | null {
  return useSyncExternalStore(
    (l) => marketHub.onStatus(l),
    () => marketHub.staleSince,
    () => null,
  );
}

/**
 * The live price info of one symbol. Subscribed while the calling component is mounted and
 * visible (a hidden kept-alive view runs its effect cleanups and so drops the subscription).
 */
export function useMarketDetail(symbol: string): MarketDetail | undefined {
  const subscribe = useCallback((onChange: () => void) => marketHub.subscribe('DETAIL', symbol, onChange), [symbol]);
  return useSyncExternalStore(subscribe, () => marketHub.lastDetail(symbol), () => undefined);
}

/** The one user socket of the page; the shell starts it for the signed-in user. */
export const userSocket = new UserSocket(() => tenant().wsBase);
