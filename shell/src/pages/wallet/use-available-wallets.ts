import { useEffect, useState } from 'react';
import type { WalletType } from '@atrium/api';
import { availableWallets } from '../../wallet/injected-wallets';

/** Events wallets fire when they inject themselves after the page has started (mobile wallet browsers). */
const LATE_INJECTION_EVENTS = ['ethereum#initialized', 'tronLink#initialized'];

/** The browser wallets present now, updated when one arrives late. */
export function useAvailableWallets(): WalletType[] {
  const [wallets, setWallets] = useState(() => availableWallets());
  useEffect(() => {
    const refresh = () => setWallets(availableWallets());
    for (const event of LATE_INJECTION_EVENTS) window.addEventListener(event, refresh);
    return () => {
      for (const event of LATE_INJECTION_EVENTS) window.removeEventListener(event, refresh);
    };
  }, []);
  return wallets;
}
