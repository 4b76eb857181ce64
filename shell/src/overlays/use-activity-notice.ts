import { useEffect, useState } from 'react';
import { getDictionary, showDefiActivityNotice, type DefiActivityNotice } from '@atrium/api';
import { sessionStore, useSessionStore } from '@atrium/platform';

export interface ActivityOffer {
  notice: DefiActivityNotice;
  /** The type's label from the defi_activity_type dictionary (its value when the dictionary has none). */
  typeLabel: string;
  /** The label's language (English where the dictionary has no translation). */
  typeLang?: string;
}

export interface ActivityNotice {
  offer: ActivityOffer | null;
  /** Cancel or close: the offer stays away for the rest of the session, reloads and deep links included. */
  dismiss(): void;
  /** Claimed: gone (the server offers it no more). */
  claimed(): void;
}

const dismissed = () => sessionStore.get('ACTIVITY_DISMISSED') !== null;

/**
 * The first DeFi activity offered to the signed-in user (spec §4): asked for once per user,
 * only with a token (spec §6), and not at all once dismissed in this session; a failed or empty
 * answer shows nothing (spec §8).
 */
export function useActivityNotice(): ActivityNotice {
  const userId = useSessionStore((s) => (s.token ? s.userInfo?.userId : undefined));
  const [offer, setOffer] = useState<ActivityOffer | null>(null);
  useEffect(() => {
    if (userId === undefined || dismissed()) return;
    let live = true;
    // Another user, a sign-out or leaving the layout cancels both reads; a cancel shows nothing.
    const controller = new AbortController();
    const call = { signal: controller.signal };
    (async () => {
      const notices = await showDefiActivityNotice(userId, call);
      const first = notices[0];
      if (!first) return;
      const labels = await getDictionary('defi_activity_type', call).catch(() => []);
      const label = labels.find((d) => d.dictValue === first.type);
      if (live) setOffer({ notice: first, typeLabel: label?.dictLabel ?? first.type, typeLang: label?.lang });
    })().catch(() => undefined);
    return () => {
      live = false;
      controller.abort();
    };
  }, [userId]);
  return {
    offer,
    dismiss: () => {
      sessionStore.set('ACTIVITY_DISMISSED', '1');
      setOffer(null);
    },
    claimed: () => setOffer(null),
  };
}
