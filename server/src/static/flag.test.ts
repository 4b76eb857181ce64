import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n.js';
import { flagCountry, flagSvg, hasFlag } from './flag.js';

describe('language flags', () => {
  it('gives each of the 21 locales the flag of its country, each drawn differently', () => {
    expect(Object.fromEntries(LOCALES.map((locale) => [locale, flagCountry(locale)]))).toEqual({
      af: 'South Africa', ar: 'United Arab Emirates', da: 'Denmark', de: 'Germany', en: 'United Kingdom', es: 'Spain',
      fr: 'France', hi: 'India', it: 'Italy', iw: 'Israel', ja: 'Japan', ko: 'South Korea', nl: 'Netherlands',
      pl: 'Poland', pt: 'Portugal', ru: 'Russia', th: 'Thailand', tr: 'Türkiye', tw: 'Taiwan', vi: 'Vietnam', zh: 'China',
    });
    const drawings = LOCALES.map((locale) => flagSvg(locale).replace(/<title>.*<\/title>/, ''));
    expect(new Set(drawings).size).toBe(LOCALES.length);
  });

  it('names its country in the picture, and has none for a locale the product does not offer', () => {
    expect(flagSvg('ko')).toContain('<title>South Korea</title>');
    expect(flagSvg('tw')).toContain('<title>Taiwan</title>');
    expect(hasFlag('xx')).toBe(false);
    expect(flagCountry('xx')).toBeUndefined();
  });

  it('draws Korea with its taegeuk and trigrams, not a disc like Japan\'s', () => {
    expect(flagSvg('ko')).toContain('#0047A0');
    expect(flagSvg('ko')).not.toContain('#BC002D');
    expect(flagSvg('ja')).toContain('#BC002D');
  });
});
