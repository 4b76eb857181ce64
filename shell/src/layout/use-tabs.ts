import { useSettingsStore } from '@atrium/platform';
import type { TabItem } from '@atrium/api';

const NO_TABS: TabItem[] = [];

/** The tenant's open tabs, from settings (spec §2). */
export function useOpenTabs(): TabItem[] {
  const tabs = useSettingsStore((s) => s.settings?.tab ?? NO_TABS);
  return tabs.filter((tab) => tab.isOpen);
}
