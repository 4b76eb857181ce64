import { useMemo } from 'react';
import { usePathEnabled, useSettingsStore } from '@atrium/platform';
import type { TabItem } from '@atrium/api';
import { DEFAULT_TABS } from './default-tabs';

const NO_TABS: TabItem[] = [];

/**
 * The tenant's open tabs, from settings (spec §2; the persisted copy until the server answers),
 * without those of switched-off remotes. Without any settings, the default tabs once the read
 * has failed (none while it runs: a first visit's bar must not change under the visitor).
 */
export function useOpenTabs(): TabItem[] {
  const tabs = useSettingsStore((s) => s.settings?.tab ?? (s.status === 'failed' ? DEFAULT_TABS : NO_TABS));
  const enabled = usePathEnabled();
  return useMemo(() => tabs.filter((tab) => tab.isOpen && enabled(tab.linkUrl)), [tabs, enabled]);
}
