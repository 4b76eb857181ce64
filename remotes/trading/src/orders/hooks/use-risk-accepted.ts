import { useEffect, useState } from 'react';
import { selectSecondContractOrders } from '@atrium/api';
import { useSessionStore } from '@atrium/platform';

/**
 * Whether the signed-in user has seen the second contract's risk statement. The statement comes
 * before a user's first order: a user with an order on the server has passed it (on any device,
 * whatever a sign-out cleared); one who accepted it on this page but has not ordered yet is
 * remembered in memory. Until the server answers, the statement counts as not accepted (the safe
 * side: at worst it is shown once more).
 */
const acceptedOnThisPage = new Set<number>();

/** Forgets the acceptances held in memory (tests: a fresh page). */
export function forgetRiskAcceptances(): void {
  acceptedOnThisPage.clear();
}

export function useRiskAccepted(): [boolean, () => void] {
  // The screen is signed in only; before user info arrives the acceptance is kept under 0.
  const userId = useSessionStore((s) => s.userInfo?.userId ?? 0);
  const [hasOrdered, setHasOrdered] = useState<{ userId: number; value: boolean } | null>(null);

  const [, rerender] = useState(0);

  useEffect(() => {
    let current = true;
    const controller = new AbortController();
    selectSecondContractOrders({ pageNum: 1, pageSize: 1 }, { signal: controller.signal }).then(
      (page) => current && setHasOrdered({ userId, value: page.total > 0 }),
      // Not knowing (a failure, or a cancel) keeps the statement as not accepted.
      () => undefined,
    );
    return () => {
      current = false;
      controller.abort();
    };
  }, [userId]);

  const accepted = acceptedOnThisPage.has(userId) || (hasOrdered?.userId === userId && hasOrdered.value);
  return [
    accepted,
    () => {
      acceptedOnThisPage.add(userId);
      rerender((n) => n + 1);
    },
  ];
}
