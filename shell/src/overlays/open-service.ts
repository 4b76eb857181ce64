import type { ServiceEntry } from '@atrium/api';

export type ServiceAction = { kind: 'none' } | { kind: 'redirect'; url: string } | { kind: 'picker'; entries: ServiceEntry[] };

/** Customer service (spec §4): one entry means its callback or a redirect; several open the picker; none, nothing. */
export function serviceAction(entries: ServiceEntry[]): ServiceAction {
  if (entries.length === 0) return { kind: 'none' };
  if (entries.length === 1) {
    const only = entries[0]!;
    return { kind: 'redirect', url: only.callback || only.getUrl || only.url };
  }
  return { kind: 'picker', entries };
}
