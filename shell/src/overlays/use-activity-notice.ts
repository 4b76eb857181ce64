import { useEffect, useState } from 'react';
import { getDictionary, showDefiActivityNotice, type DefiActivityNotice } from '@atrium/api';
import { useSessionStore } from '@atrium/platform';

export interface ActivityOffer {
  notice: DefiActivityNotice;
  /** The type's label from the defi_activity_type dictionary (its value when the dictionary has none). */
  typeLabel: string;
  /** The label's language (English where the dictionary has no translation). */
  typeLang?: string;
}

/**
 * The first DeFi activity offered to the signed-in user (spec §4): asked for once per user,
 * only with a token (spec §6); a failed or empty answer shows nothing (spec §8).
 */
export function useActivityNotice(): [ActivityOffer | null, () => void] {
  const userId = useSessionStore((s) => (s.token ? s.userInfo?.userId : undefined));
  const [offer, setOffer] = useState<ActivityOffer | null>(null);
  useEffect(() => {
    if (userId === undefined) return;
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
  return [offer, () => setOffer(null)];
}
