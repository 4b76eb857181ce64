import { useMemo } from 'react';
import { pathEnabled, tenant, useSettingsStore } from '@atrium/platform';
import type { TabItem } from '@atrium/api';

const NO_TABS: TabItem[] = [];

/** The tenant's open tabs, from settings (spec §2), without those of switched-off remotes. */
export function useOpenTabs(): TabItem[] {
  const tabs = useSettingsStore((s) => s.settings?.tab ?? NO_TABS);
  return useMemo(() => tabs.filter((tab) => tab.isOpen && pathEnabled(tenant(), tab.linkUrl)), [tabs]);
}
