import { useSettingsStore } from '@atrium/platform';
import type { TabItem } from '@atrium/api';
import type { RouteHandle } from './route-handle';

/** The open tab whose link is this path, if any. */
export function openTabAt(pathname: string, tabs: readonly TabItem[]): string | undefined {
  return tabs.find((tab) => tab.isOpen && tab.linkUrl === pathname)?.key;
}

/**
 * The handle of the catch-all route, where a remote the gate could not reach shows its fallback.
 * A route's handle is fixed when the router is made, but this one stands for every path: its tab
 * is read when the layout asks, so a tab's path (/quote with trading down) keeps its tab and the
 * tab bar, and the user can still leave for another tab.
 */
export const deadRouteHandle: RouteHandle = {
  titleKey: 'shell:title_unavailable',
  get tabKey() {
    return openTabAt(window.location.pathname, useSettingsStore.getState().settings?.tab ?? []);
  },
};
