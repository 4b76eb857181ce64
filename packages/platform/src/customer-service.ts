import type { ServiceEntry } from '@atrium/api';
import { externalUrl } from './external-url';

/**
 * Where a customer-service entry leads: the first of `callback`, `getUrl`, `url` that is a web
 * address (a seeded callback such as "telegram" is a name, not a link), or null.
 */
export function serviceEntryLink(entry: ServiceEntry): string | null {
  return [entry.callback, entry.getUrl, entry.url].map(externalUrl).find((url) => url !== null) ?? null;
}

export type ServiceAction = { kind: 'none' } | { kind: 'redirect'; url: string } | { kind: 'picker'; entries: ServiceEntry[] };

/** Customer service (spec §4): one entry redirects, several open the picker, none does nothing. */
export function serviceAction(entries: ServiceEntry[]): ServiceAction {
  const usable = entries.filter((entry) => serviceEntryLink(entry) !== null);
  if (usable.length === 0) return { kind: 'none' };
  if (usable.length === 1) return { kind: 'redirect', url: serviceEntryLink(usable[0]!)! };
  return { kind: 'picker', entries: usable };
}
