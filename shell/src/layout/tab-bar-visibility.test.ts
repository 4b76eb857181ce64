import { describe, expect, it } from 'vitest';
import { tabBarVisible } from './tab-bar-visibility';

describe('the tab bar', () => {
  const open = ['home', 'quote', 'trade'];
  it('shows on the screen of an open tab', () => {
    expect(tabBarVisible('home', open, '/home')).toBe(true);
  });
  it('hides on screens that are not tabs, and on tabs that are closed', () => {
    expect(tabBarVisible(undefined, open, '/help')).toBe(false);
    expect(tabBarVisible('assets', open, '/assets')).toBe(false);
  });
  it('hides when the current tab link is /trade', () => {
    expect(tabBarVisible('trade', open, '/trade')).toBe(false);
  });
});

describe('a tab label', () => {
  it('takes its web3 variant for DeFi and financial tabs when the tenant flag is on', async () => {
    const { tabLabelKey } = await import('./tab-bar');
    expect(tabLabelKey('defi', true)).toBe('tab_defi_web3');
    expect(tabLabelKey('financial', true)).toBe('tab_financial_web3');
    expect(tabLabelKey('defi', false)).toBe('tab_defi');
    expect(tabLabelKey('home', true)).toBe('tab_home');
  });
});
