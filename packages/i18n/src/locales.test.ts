import { describe, expect, it } from 'vitest';
import { LOCALES, directionOf, localeTag } from './locales';

describe('locales', () => {
  it('offers the 21 locales of the spec', () => {
    expect(LOCALES).toHaveLength(21);
  });
  it('writes Arabic and Hebrew right to left and the rest left to right', () => {
    expect(LOCALES.filter((l) => directionOf(l) === 'rtl')).toEqual(['ar', 'iw']);
  });
  it('uses standard tags for tw and iw', () => {
    expect(localeTag('tw')).toBe('zh-TW');
    expect(localeTag('iw')).toBe('he');
    expect(localeTag('de')).toBe('de');
  });
});
