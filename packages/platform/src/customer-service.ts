import type { ServiceEntry } from '@atrium/api';
import { externalUrl } from './external-url';
import type { ServiceCallbacks } from './service-callbacks';
import { serviceDeepLink, serviceWebUrl, type ServiceContext } from './service-url-template';
import { useMainStore } from './stores/main-store';
import { useSessionStore } from './stores/session-store';
import { tenant } from './tenant';

/**
 * What tapping a customer-service entry does:
 * - `link`: go to a web address (spec §4's redirect; in the picker, a new tab);
 * - `tab`: a configured chat widget in a new tab;
 * - `frame`: a configured chat widget in a sandboxed frame over the page;
 * - `deep-link`: a configured messenger link (an allow-listed scheme).
 */
export type ServiceTarget = { kind: 'link' | 'tab' | 'frame' | 'deep-link'; url: string };

/** The tenant's named callbacks and who is asking: what resolving an entry needs. */
export interface ServiceOptions extends ServiceContext {
  callbacks: ServiceCallbacks;
}

/** The running tenant's callbacks, the signed-in user and the page's language, read at tap time. */
export function currentServiceOptions(): ServiceOptions {
  const user = useSessionStore.getState().userInfo;
  return {
    callbacks: tenant().serviceCallbacks,
    userId: user ? String(user.userId) : '',
    lang: useMainStore.getState().language,
  };
}

function callbackTarget(name: string, options: ServiceOptions): ServiceTarget | null {
  const callback = Object.hasOwn(options.callbacks, name) ? options.callbacks[name] : undefined;
  if (!callback) {
    // Older servers send a web address as the callback: it is a link like any other.
    const url = externalUrl(name);
    return url ? { kind: 'link', url } : null;
  }
  if ('deepLink' in callback) {
    const url = serviceDeepLink(callback.deepLink, options);
    return url ? { kind: 'deep-link', url } : null;
  }
  const url = serviceWebUrl(callback.url, options);
  return url ? { kind: callback.open, url } : null;
}

/**
 * What an entry does: its callback when the tenant configures that name (or it is a web
 * address), else its `getUrl` template filled and checked, else its `url`; null when none of
 * them is usable (an unknown callback name, a `javascript:` value, an unknown placeholder).
 */
export function resolveServiceEntry(entry: ServiceEntry, options: ServiceOptions): ServiceTarget | null {
  const viaCallback = entry.callback ? callbackTarget(entry.callback, options) : null;
  if (viaCallback) return viaCallback;
  const url = serviceWebUrl(entry.getUrl, options) ?? externalUrl(entry.url);
  return url ? { kind: 'link', url } : null;
}

/** The web address an entry leads to when it is a plain link or a chat widget in a tab, or null. */
export function serviceEntryLink(entry: ServiceEntry, options: ServiceOptions = currentServiceOptions()): string | null {
  const target = resolveServiceEntry(entry, options);
  return target && (target.kind === 'link' || target.kind === 'tab') ? target.url : null;
}

export interface UsableServiceEntry {
  entry: ServiceEntry;
  target: ServiceTarget;
}

export type ServiceAction = { kind: 'none' } | { kind: 'run'; target: ServiceTarget } | { kind: 'picker'; entries: UsableServiceEntry[] };

/** The entries that do something, each with what it does. */
export function usableServiceEntries(entries: readonly ServiceEntry[], options: ServiceOptions): UsableServiceEntry[] {
  return entries.flatMap((entry) => {
    const target = resolveServiceEntry(entry, options);
    return target ? [{ entry, target }] : [];
  });
}

/** Customer service (spec §4): one usable entry runs, several open the picker, none does nothing (and hides the icon). */
export function serviceAction(entries: readonly ServiceEntry[], options: ServiceOptions = currentServiceOptions()): ServiceAction {
  const usable = usableServiceEntries(entries, options);
  if (usable.length === 0) return { kind: 'none' };
  if (usable.length === 1) return { kind: 'run', target: usable[0]!.target };
  return { kind: 'picker', entries: usable };
}
