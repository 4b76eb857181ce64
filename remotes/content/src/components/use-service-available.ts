import { serviceAction, useSettingsStore } from '@atrium/platform';

/**
 * Whether customer service can do anything (spec §4: no usable entry hides the icon). The shell
 * uses platform 2.3's `useCustomerServiceAvailable`; this remote runs on 2.2 shells too, so it
 * asks `serviceAction`, which 2.2 already has, the same question.
 */
export function useServiceAvailable(): boolean {
  const entries = useSettingsStore((s) => s.settings?.supportStaff);
  return entries ? serviceAction(entries).kind !== 'none' : false;
}
