import type { TabItem } from '@atrium/api';

/** The reference API's tab icons (root-relative: every host proxies /api to it). */
const icon = (key: string, active: boolean) => `/api/static/tabs/${key}${active ? '-active' : ''}.svg`;

/**
 * The tab bar of a first visit whose settings read failed (nothing persisted yet): the tabs every
 * tenant opens, so the visitor can move about while the read is retried. The tenant's own tabs
 * replace them as soon as settings arrive; tabs of switched-off remotes are still left out.
 */
export const DEFAULT_TABS: TabItem[] = ['home', 'quote', 'assets'].map((key) => ({
  key,
  isOpen: true,
  linkUrl: `/${key}`,
  imgUrl: icon(key, false),
  checkedImgUrl: icon(key, true),
}));
