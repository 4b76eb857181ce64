/**
 * Whether the bottom tab bar shows (spec §2): on the screens of open tabs only, and never
 * when the current tab link is /trade (the second-contract screen takes the whole height).
 */
export function tabBarVisible(tabKey: string | undefined, openTabKeys: readonly string[], pathname: string): boolean {
  return tabKey !== undefined && openTabKeys.includes(tabKey) && pathname !== '/trade';
}
