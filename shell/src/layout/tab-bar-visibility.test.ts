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
