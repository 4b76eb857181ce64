import { create } from 'zustand';

/**
 * The currency the assets total is shown in. Kept in memory for the session: no key on the
 * storage allowlist fits it (EYES is the hide toggle, PREFERENCES belongs to the main store),
 * and rule 7 forbids inventing one from a remote.
 */
export const useDisplayCurrency = create<{ currency: string; setCurrency(currency: string): void }>()((set) => ({
  currency: 'USD',
  setCurrency: (currency) => set({ currency }),
}));
