import { currentServiceOptions, useMainStore, usableServiceEntries, useSessionStore, useSettingsStore } from '@atrium/platform';

/**
 * Whether customer service can do anything (spec §4: no usable entry hides the icon). Re-read
 * when the settings, the user or the language change, as the entries' templates use them.
 * The shell's screens that offer service (all loaded on demand) use it.
 */
export function useCustomerServiceAvailable(): boolean {
  const entries = useSettingsStore((s) => s.settings?.supportStaff);
  useSessionStore((s) => s.userInfo?.userId);
  useMainStore((s) => s.language);
  return entries ? usableServiceEntries(entries, currentServiceOptions()).length > 0 : false;
}
