import { currentServiceOptions, usableServiceEntries } from '../customer-service';
import { useMainStore } from '../stores/main-store';
import { useSessionStore } from '../stores/session-store';
import { useSettingsStore } from '../stores/settings-store';

/**
 * Whether customer service can do anything (spec §4: no usable entry hides the icon). Re-read
 * when the settings, the user or the language change, as the entries' templates use them.
 */
export function useCustomerServiceAvailable(): boolean {
  const entries = useSettingsStore((s) => s.settings?.supportStaff);
  useSessionStore((s) => s.userInfo?.userId);
  useMainStore((s) => s.language);
  return entries ? usableServiceEntries(entries, currentServiceOptions()).length > 0 : false;
}
