import { useCallback, useSyncExternalStore } from 'react';
import { MarketHub, type ConnectionStatus } from './market-hub';
import type { MarketDetail } from './protocol';
import { tenant } from '../tenant';

const uuid = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;

/** The one market hub of the page; the shell starts it, everyone subscribes through it. */
export const marketHub = new MarketHub(() => `${tenant().wsBase}/${uuid()}`);

export function useMarketStatus(): ConnectionStatus {
  return useSyncExternalStore(
    (l) => marketHub.onStatus(l),
    () => marketHub.status,
    () => 'idle',
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
