import { useState } from 'react';
import { storage, useSessionStore } from '@atrium/platform';

/**
 * Whether the signed-in user has accepted the second contract's risk statement. Remembered per
 * user in memory (this page's life) and in the user's stored preferences (the storage allowlist's
 * PREFERENCES: no new key), so it is asked once. The platform's main store rewrites PREFERENCES
 * with its own three fields when the user changes a display preference, which forgets it: the
 * statement is then asked again, the safe side.
 */
const accepted = new Set<string>();
const FIELD = 'secondContractRiskAccepted';

function storedUsers(): string[] {
  const preferences = storage.getJson<Record<string, unknown>>('PREFERENCES');
  const users = preferences?.[FIELD];
  return Array.isArray(users) ? users.map(String) : [];
}

export function hasAcceptedRisk(userId: string): boolean {
  return accepted.has(userId) || storedUsers().includes(userId);
}

export function rememberRiskAccepted(userId: string): void {
  accepted.add(userId);
  const preferences = storage.getJson<Record<string, unknown>>('PREFERENCES') ?? {};
  storage.setJson('PREFERENCES', { ...preferences, [FIELD]: [...new Set([...storedUsers(), userId])] });
}

/** Forgets every acceptance held in memory (tests: a fresh page). */
export function forgetRiskAcceptances(): void {
  accepted.clear();
}

export function useRiskAccepted(): [boolean, () => void] {
  const userId = String(useSessionStore((s) => s.userInfo?.userId) ?? 'anonymous');
  const [, rerender] = useState(0);
  return [
    hasAcceptedRisk(userId),
    () => {
      rememberRiskAccepted(userId);
      rerender((n) => n + 1);
    },
  ];
}
