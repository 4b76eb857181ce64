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

export type StorageKey = (typeof STORAGE_KEYS)[number] | `readMsgs_${string | number}`;

const READ_MARK = /^readMsgs_[\w-]+$/;

let prefix = 'atrium';

/** Sets the product-name prefix; the shell calls it with the tenant's brand at boot. */
export function setStoragePrefix(productName: string): void {
  prefix = productName.replace(/\s+/g, '');
}

function fullKey(key: StorageKey): string {
  if (!(STORAGE_KEYS as readonly string[]).includes(key) && !READ_MARK.test(key)) {
    throw new Error(`storage key "${key}" is not on the allowlist`);
  }
  return `${prefix}_${key}`;
}

/** Storage can be missing or full (private mode): the app keeps working without it. */
function store(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export const storage = {
  get(key: StorageKey): string | null {
    return store()?.getItem(fullKey(key)) ?? null;
  },
  set(key: StorageKey, value: string): void {
    const name = fullKey(key);
    try {
      store()?.setItem(name, value);
    } catch {
      /* quota or private mode: the value just is not persisted */
    }
  },
  remove(key: StorageKey): void {
    store()?.removeItem(fullKey(key));
  },
  getJson<T>(key: StorageKey): T | null {
    const raw = this.get(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: StorageKey, value: unknown): void {
    this.set(key, JSON.stringify(value));
  },
  /** Sign-out (spec §4): local and session storage are cleared. */
  clearAll(): void {
    try {
      store()?.clear();
      globalThis.sessionStorage?.clear();
    } catch {
      /* nothing to clear */
    }
  },
};
