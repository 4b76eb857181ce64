// The shared entry's store, so every app files drafts under the one product-name prefix.
import { sessionStore } from '@atrium/platform';

/**
 * What a form keeps while its user is on a detour: field values, strings and booleans only (what
 * a text field, a chip or a switch holds). Never a secret: passwords are not kept.
 */
export type Draft = Record<string, string | boolean>;

/** A form's values as a draft holds them: `{ save: false }` is a boolean field, not the literal false. */
export type DraftOf<T extends Draft> = { [K in keyof T]: T[K] extends boolean ? boolean : string };

/** A draft is filed under the address of its screen, path and query ("/withdraw-apply?coin=usdt&chain=TRC20"). */
const keyOf = (at: string) => `DRAFT_${at}` as const;

/** Keeps the form of the screen at `at` for the session (until it is restored, or the tab closes). */
export function keepDraft(at: string, values: Draft): void {
  sessionStore.setJson(keyOf(at), values);
}

/** Adds to a kept form what a detour produced (the address just saved), or starts one with it. */
export function amendDraft(at: string, patch: Draft): void {
  keepDraft(at, { ...(sessionStore.getJson<Draft>(keyOf(at)) ?? {}), ...patch });
}

/**
 * The form kept for `at`, shaped as `fallback`: each of its keys takes the kept value when that
 * has the same type, else the fallback's (storage is not trusted to hold what was written).
 * Null when nothing is kept.
 */
export function readDraft<T extends Draft>(at: string, fallback: T): DraftOf<T> | null {
  const kept = sessionStore.getJson<unknown>(keyOf(at));
  if (typeof kept !== 'object' || kept === null || Array.isArray(kept)) return null;
  const values = kept as Record<string, unknown>;
  const restored: Record<string, string | boolean> = { ...fallback };
  for (const name of Object.keys(fallback)) {
    const value = values[name];
    if (typeof value === typeof fallback[name]) restored[name] = value as string | boolean;
  }
  return restored as DraftOf<T>;
}

/** Forgets the form kept for `at`: it is restored once. */
export function dropDraft(at: string): void {
  sessionStore.remove(keyOf(at));
}
