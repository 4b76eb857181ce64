import { storagePrefix } from './storage-prefix';

/**
 * The one door to local storage (ARCHITECTURE rule 7): only the keys below, each prefixed with
 * the tenant's product name (spec §3), so two brands on one origin never read each other.
 */
export const STORAGE_KEYS = [
  'TOKEN',
  'LANGUAGE',
  'LANGUAGE_ID',
  'USER_INFO',
  'THEME',
  'EYES',
  'CLOSE_WINDOW_TIME',
  'SETTINGS',
  'COINS',
  // The address a wallet session was proven with, so the account watcher survives a reload (spec §4).
  'WALLET',
  // The user's display preferences: time zone, date format, which colour means up.
  'PREFERENCES',
] as const;

/**
 * What sign-out keeps: the visitor's device preferences. Spec §4 says sign-out "clears local
 * storage"; we read that as the account's data (token, user info, caches, read marks, the wallet
 * address, hidden amounts, drafts in session storage), while the choices a visitor made for this
 * device (language, theme, which colour means up, time zone and date format, all in PREFERENCES)
 * stay, as in any modern app, so a reader of Arabic is not sent back to an English sign-in.
 */
export const KEPT_ON_SIGN_OUT = ['LANGUAGE', 'LANGUAGE_ID', 'THEME', 'PREFERENCES'] as const satisfies readonly (typeof STORAGE_KEYS)[number][];

export type StorageKey = (typeof STORAGE_KEYS)[number] | `readMsgs_${string | number}`;

const READ_MARK = /^readMsgs_[\w-]+$/;

let prefix = 'atrium';

/** Sets the product-name prefix; the shell calls it with the tenant's brand at boot. */
export function setStoragePrefix(productName: string): void {
  prefix = storagePrefix(productName);
}

/** Storage can be missing or full (private mode): the app keeps working without it. */
const area = (name: 'localStorage' | 'sessionStorage') => (): Storage | undefined => {
  try {
    return globalThis[name];
  } catch {
    return undefined;
  }
};

/** A door to one storage area: only the keys it allows, each behind the product name. */
function door<K extends string>(store: () => Storage | undefined, allowed: (key: string) => boolean) {
  const fullKey = (key: K) => {
    if (!allowed(key)) throw new Error(`storage key "${key}" is not on the allowlist`);
    return `${prefix}_${key}`;
  };
  return {
    get(key: K): string | null {
      const name = fullKey(key);
      try {
        return store()?.getItem(name) ?? null;
      } catch {
        return null;
      }
    },
    set(key: K, value: string): void {
      const name = fullKey(key);
      try {
        store()?.setItem(name, value);
      } catch {
        /* quota or private mode: the value just is not kept */
      }
    },
    remove(key: K): void {
      const name = fullKey(key);
      try {
        store()?.removeItem(name);
      } catch {
        /* nothing to remove */
      }
    },
    getJson<T>(key: K): T | null {
      const raw = this.get(key);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    setJson(key: K, value: unknown): void {
      this.set(key, JSON.stringify(value));
    },
  };
}

const local = area('localStorage');

export const storage = {
  ...door<StorageKey>(local, (key) => (STORAGE_KEYS as readonly string[]).includes(key) || READ_MARK.test(key)),
  /**
   * Sign-out (spec §4): local and session storage are cleared, except the visitor's preferences
   * (`KEPT_ON_SIGN_OUT`), which are read first and written back under this tenant's prefix.
   */
  clearAll(): void {
    const kept = KEPT_ON_SIGN_OUT.map((key) => [key, this.get(key)] as const);
    try {
      local()?.clear();
      globalThis.sessionStorage?.clear();
    } catch {
      /* nothing to clear */
    }
    for (const [key, value] of kept) if (value !== null) this.set(key, value);
  },
};

/**
 * What lasts for the browser tab's session only (sessionStorage), behind the same product-name
 * prefix and an allowlist of its own: cleared with the tab, and by sign-out (`clearAll`).
 * - ACTIVITY_DISMISSED: the DeFi activity popup was dismissed; it stays away until the next session.
 * - QUOTE_TAB: the Markets tab the user chose.
 * - DRAFT_{path}: a form left for a detour (fund password, bank card, address, identity), by the
 *   sending screen's path and query; restored once on return. Never a secret.
 * - REMOTE_OVERRIDES: in a non-production tenant, the remotes a developer loads from a local
 *   build instead of their release (the shell's remote override): for this tab's session only,
 *   and gone at sign-out with the rest.
 */
export const SESSION_KEYS = ['ACTIVITY_DISMISSED', 'QUOTE_TAB', 'REMOTE_OVERRIDES'] as const;

export type SessionKey = (typeof SESSION_KEYS)[number] | `DRAFT_${string}`;

export const sessionStore = door<SessionKey>(area('sessionStorage'), (key) => (SESSION_KEYS as readonly string[]).includes(key) || key.startsWith('DRAFT_/'));
