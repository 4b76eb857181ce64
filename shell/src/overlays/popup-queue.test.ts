import { describe, expect, it } from 'vitest';
import { popupToShow } from './popup-queue';

const both = { announcement: true, activity: true };

describe('the popup queue', () => {
  it('shows one popup at a time, the announcement before the offer', () => {
    expect(popupToShow(null, both, false)).toBe('announcement');
    expect(popupToShow(null, { announcement: false, activity: true }, false)).toBe('activity');
    expect(popupToShow(null, { announcement: false, activity: false }, false)).toBeNull();
  });

  it('keeps the popup on screen until it is closed, then shows the next', () => {
    // The offer arrived first and shows; the announcement that arrives later waits for it.
    expect(popupToShow('activity', both, false)).toBe('activity');
    expect(popupToShow('activity', { announcement: true, activity: false }, false)).toBe('announcement');
  });

  it('holds every popup while the screen must not be covered', () => {
    expect(popupToShow(null, both, true)).toBeNull();
    expect(popupToShow('announcement', both, true)).toBeNull();
  });
});
