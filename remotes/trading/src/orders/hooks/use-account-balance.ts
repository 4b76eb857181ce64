import { useCallback, useEffect, useRef, useState } from 'react';
import { assetBalance, type AccountType, type CoinBalance } from '@atrium/api';

export interface AccountBalance {
  /** The available amount of `coin` in the account ("0" when the account has none), or null while unknown. */
  available(coin: string): string | null;
  status: 'loading' | 'ready' | 'error';
  /** Reads the balances again (after a submit, a fill, a settlement), keeping the old ones on screen. */
  refresh(): void;
}

/**
 * The user's balances in one account (contract: USDT for both contracts; spot: USDT and the base
 * coins), from /api/asset/assetBalance. The server lists spot and contract rows only when they
 * are not zero, so a missing row is a zero balance.
 */
export function useAccountBalance(account: AccountType): AccountBalance {
  const [rows, setRows] = useState<CoinBalance[] | null>(null);
  const [status, setStatus] = useState<AccountBalance['status']>('loading');
  const latest = useRef(0);
  const inFlight = useRef<AbortController | null>(null);

  const refresh = useCallback(() => {
    const ticket = ++latest.current;
    // A newer read replaces the one on its way (its answer would be dropped).
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    assetBalance({ signal: controller.signal }).then(
      (assets) => {
        if (ticket !== latest.current || controller.signal.aborted) return;
        setRows(assets.balances.filter((b) => b.account === account));
        setStatus('ready');
      },
      () => {
        // A cancelled read shows nothing.
        if (ticket === latest.current && !controller.signal.aborted) setStatus((s) => (s === 'ready' ? s : 'error'));
      },
    );
  }, [account]);

  useEffect(() => {
    refresh();
    // Leaving the screen (or another account) cancels the read on its way.
    return () => inFlight.current?.abort();
  }, [refresh]);

  return {
    available: (coin) => (rows ? (rows.find((b) => b.coin.toLowerCase() === coin.toLowerCase())?.available ?? '0') : null),
    status,
    refresh,
  };
}
