import { create } from 'zustand';
import { storage } from '@atrium/platform';

interface HideAmounts {
  hidden: boolean;
  toggle(): void;
}

// EYES (spec §3) holds "1" while amounts are hidden; read once, when the remote loads.
const HIDDEN = '1';

/** Whether balances show as ****, remembered under the EYES key. */
export const useHideAmounts = create<HideAmounts>()((set, get) => ({
  hidden: storage.get('EYES') === HIDDEN,
  toggle() {
    const hidden = !get().hidden;
    storage.set('EYES', hidden ? HIDDEN : '0');
    set({ hidden });
  },
}));
