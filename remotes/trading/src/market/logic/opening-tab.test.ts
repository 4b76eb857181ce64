import { describe, expect, it } from 'vitest';
import { askedTab, openingTab, type OpeningTabInput, type QuoteTab } from './opening-tab';

const TABS: QuoteTab[] = ['favourites', 'spot', 'contract', 'second'];
const input = (patch: Partial<OpeningTabInput>): OpeningTabInput => ({ tabs: TABS, favourites: 0, listed: { spot: 4, contract: 3, second: 2 }, ...patch });

describe('the tab Markets opens on by itself', () => {
  it('is Favourites only for a user who has some', () => {
    expect(openingTab(input({ favourites: 2 }))).toBe('favourites');
    expect(openingTab(input({ favourites: 0 }))).toBe('spot');
  });

  it('is the first market with coins otherwise, never an empty list', () => {
    expect(openingTab(input({ listed: { spot: 0, contract: 3, second: 2 } }))).toBe('contract');
    expect(openingTab(input({ listed: { spot: 0, contract: 0, second: 2 } }))).toBe('second');
    // Nothing listed anywhere: the first market, which says so.
    expect(openingTab(input({ listed: { spot: 0, contract: 0, second: 0 } }))).toBe('spot');
    // A tenant without the second contract does not open on it.
    expect(openingTab(input({ tabs: ['favourites', 'spot', 'contract'], listed: { spot: 0, contract: 0, second: 5 } }))).toBe('spot');
  });

  it('waits while the watchlist or the coin lists are unknown', () => {
    expect(openingTab(input({ favourites: null }))).toBeNull();
    expect(openingTab(input({ listed: null }))).toBeNull();
    // A user with favourites needs no coin list to decide.
    expect(openingTab(input({ favourites: 3, listed: null }))).toBe('favourites');
  });
});

describe('the tab the user asked for', () => {
  it('is the one in the address, then the one picked earlier in the session', () => {
    expect(askedTab(TABS, 'contract', 'second')).toBe('contract');
    expect(askedTab(TABS, null, 'second')).toBe('second');
    expect(askedTab(TABS, null, 'favourites')).toBe('favourites');
    expect(askedTab(TABS, null, null)).toBeNull();
  });

  it('is no tab the tenant does not show', () => {
    expect(askedTab(['favourites', 'spot', 'contract'], 'second', 'second')).toBeNull();
    expect(askedTab(TABS, 'nonsense', null)).toBeNull();
  });
});
