import { useSyncExternalStore } from 'react';
import type { TFunction } from './translator';
import { i18n } from './instance';

/**
 * Our own React binding of the one translator (instead of react-i18next, 10 KB gzip on
 * every first load for the two things we use): a component re-renders when the language changes
 * or a bundle arrives (a remote's namespace, a locale loaded on demand), and gets a `t` fixed to
 * its namespace. With a list, the first namespace is the default one; the others are reached as
 * `ns:key` (react-i18next's default namespace mode, which the remotes were written against).
 */
let version = 0;
const listeners = new Set<() => void>();
let listening = false;

function subscribe(listener: () => void): () => void {
  if (!listening) {
    listening = true;
    const changed = () => {
      version += 1;
      listeners.forEach((notify) => notify());
    };
    i18n.on('languageChanged', changed);
    i18n.store.on('added', changed);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentVersion = () => version;

/** One `t` per namespace for each state of the bundles: components of one namespace share it. */
const fixed = new Map<string, TFunction>();
let fixedAt = -1;

function fixedT(namespace: string | undefined, at: number): TFunction {
  if (fixedAt !== at) {
    fixed.clear();
    fixedAt = at;
  }
  let t = fixed.get(namespace ?? '');
  if (!t) {
    t = i18n.getFixedT(null, namespace ?? null);
    fixed.set(namespace ?? '', t);
  }
  return t;
}

export function useTranslation(ns?: string | readonly string[]): { t: TFunction; i18n: typeof i18n } {
  const at = useSyncExternalStore(subscribe, currentVersion, currentVersion);
  // A new `t` only when the text it gives can have changed, so effects that depend on it rerun then.
  return { t: fixedT(typeof ns === 'string' ? ns : ns?.[0], at), i18n };
}
