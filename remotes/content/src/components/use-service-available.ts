import { serviceAction, useSettingsStore } from '@atrium/platform';

/**
 * Whether customer service can do anything (spec §4: no usable entry hides the icon). This remote
 * runs on 2.2 shells too, so it asks `serviceAction`, which 2.2 already has.
 */
export function useServiceAvailable(): boolean {
  const entries = useSettingsStore((s) => s.settings?.supportStaff);
  return entries ? serviceAction(entries).kind !== 'none' : false;
}
