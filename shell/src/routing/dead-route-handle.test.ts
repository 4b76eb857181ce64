import { afterEach, describe, expect, it } from 'vitest';
import { useSettingsStore } from '@atrium/platform';
import type { TabItem } from '@atrium/api';
import { deadRouteHandle, openTabAt } from './dead-route-handle';

const tab = (key: string, linkUrl: string, isOpen = true): TabItem => ({ key, linkUrl, isOpen, imgUrl: '', checkedImgUrl: '' });
const TABS = [tab('home', '/home'), tab('quote', '/quote'), tab('defi', '/defi', false)];

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the catch-all route handle', () => {
  it('finds the open tab whose link is the path', () => {
    expect(openTabAt('/quote', TABS)).toBe('quote');
    expect(openTabAt('/defi', TABS)).toBeUndefined();
    expect(openTabAt('/quote/x', TABS)).toBeUndefined();
    expect(openTabAt('/help', TABS)).toBeUndefined();
  });

  it('keeps the tab of the path it stands for (a dead tab keeps the tab bar), read when asked', () => {
    useSettingsStore.setState({ settings: { ...useSettingsStore.getState().settings, tab: TABS } as never });
    window.history.replaceState(null, '', '/quote');
    expect(deadRouteHandle.tabKey).toBe('quote');
    window.history.replaceState(null, '', '/help');
    expect(deadRouteHandle.tabKey).toBeUndefined();
    expect(deadRouteHandle.titleKey).toBe('shell:title_unavailable');
  });
});
