import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, registerNamespace } from './instance';
import { LOCALES, localeTag, type Locale } from './locales';
import type { Messages } from './namespaces';
import { looseT, looseFixedT } from './test/loose-keys';

/**
 * Every form names its own category, so `t('probe:n', { count })` tells which one i18next chose.
 * `n_zero` only in Arabic: i18next reads a `_zero` form for 0 in any language that has one,
 * whatever the language's rules say (one reason the check refuses `_zero` where CLDR has none).
 */
const probe = (lng: Locale): Messages => ({
  ...(lng === 'ar' ? { n_zero: 'zero' } : {}),
  n_one: 'one',
  n_two: 'two',
  n_few: 'few',
  n_many: 'many',
  n_other: 'other',
});

const COUNTS = [0, 1, 2, 3, 5, 11, 21, 100] as const;

/** The CLDR cardinal category of each count, written out by hand (not read from Intl). */
const EXPECTED: Partial<Record<Locale, Record<(typeof COUNTS)[number], string>>> = {
  en: { 0: 'other', 1: 'one', 2: 'other', 3: 'other', 5: 'other', 11: 'other', 21: 'other', 100: 'other' },
  ru: { 0: 'many', 1: 'one', 2: 'few', 3: 'few', 5: 'many', 11: 'many', 21: 'one', 100: 'many' },
  pl: { 0: 'many', 1: 'one', 2: 'few', 3: 'few', 5: 'many', 11: 'many', 21: 'many', 100: 'many' },
  ar: { 0: 'zero', 1: 'one', 2: 'two', 3: 'few', 5: 'few', 11: 'many', 21: 'many', 100: 'other' },
  iw: { 0: 'other', 1: 'one', 2: 'two', 3: 'other', 5: 'other', 11: 'other', 21: 'other', 100: 'other' },
  fr: { 0: 'one', 1: 'one', 2: 'other', 3: 'other', 5: 'other', 11: 'other', 21: 'other', 100: 'other' },
  ja: { 0: 'other', 1: 'other', 2: 'other', 3: 'other', 5: 'other', 11: 'other', 21: 'other', 100: 'other' },
};

const ROOT = join(import.meta.dirname, '..', '..', '..');
const readMessages = (folder: string, lng: Locale) => JSON.parse(readFileSync(join(ROOT, folder, `${lng}.json`), 'utf8')) as Messages;

describe('plural forms chosen by the real instance', () => {
  beforeAll(async () => {
    await registerNamespace('plural-probe', async (lng) => probe(lng));
  });
  afterAll(async () => {
    await changeLanguage('en');
  });

  for (const [lng, expected] of Object.entries(EXPECTED) as [Locale, Record<number, string>][]) {
    it(`picks the ${lng} category for ${COUNTS.join(', ')}`, async () => {
      await changeLanguage(lng);
      expect(i18n.language).toBe(localeTag(lng));
      const chosen = Object.fromEntries(COUNTS.map((count) => [count, looseT('plural-probe:n', { count })]));
      expect(chosen).toEqual(expected);
    });
  }

  it('reads Traditional Chinese as zh-TW (no plural), not as Twi (one for 1)', async () => {
    await changeLanguage('tw');
    expect(i18n.language).toBe('zh-TW');
    expect(looseT('plural-probe:n', { count: 1 })).toBe('other');
    expect(looseFixedT(localeTag('tw'), 'plural-probe')('n', { count: 21 })).toBe('other');
  });

  it('picks by the standard tag through getFixedT as well', () => {
    const ru = looseFixedT(localeTag('ru'), 'plural-probe');
    expect([1, 2, 5, 21, 22, 25].map((count) => ru('n', { count }))).toEqual(['one', 'few', 'many', 'one', 'few', 'many']);
    const he = looseFixedT(localeTag('iw'), 'plural-probe');
    expect(he('n', { count: 2 })).toBe('two');
  });
});

describe('real plural messages of the locale files', () => {
  beforeAll(async () => {
    await registerNamespace('defi-finance-lending', async (lng) => readMessages('remotes/defi-finance/src/lending/i18n', lng));
    await registerNamespace('trading-market', async (lng) => readMessages('remotes/trading/src/market/i18n', lng));
    await registerNamespace('ui', async (lng) => readMessages('packages/ui/src/i18n', lng));
  });
  afterAll(async () => {
    await changeLanguage('en');
  });

  const days = (count: number) => looseT('defi-finance-lending:term_days', { count });

  it('writes "N days" in English', async () => {
    await changeLanguage('en');
    expect([1, 2, 5].map(days)).toEqual(['1 day', '2 days', '5 days']);
  });

  it('writes "N days" in Russian: день, дня, дней', async () => {
    await changeLanguage('ru');
    expect([1, 2, 5, 21, 22, 11].map(days)).toEqual(['1 день', '2 дня', '5 дней', '21 день', '22 дня', '11 дней']);
    expect(looseT('trading-market:selected_count', { count: 21 })).toBe('Выбрана 21 монета');
    expect(looseT('ui:resend_in', { count: 5 })).toBe('Повторно через 5 секунд');
  });

  it('writes "N days" in Arabic: one, two, few, many and hundreds each their own form', async () => {
    await changeLanguage('ar');
    expect([1, 2, 5].map(days)).toEqual(['يوم واحد', 'يومان', '5 أيام']);
    expect([11, 100].map(days)).toEqual(['11 يومًا', '100 يوم']);
  });

  it('writes the two forms of Hebrew and the one form of Japanese', async () => {
    await changeLanguage('iw');
    expect([1, 2, 3].map(days)).toEqual(['יום אחד', 'יומיים', '3 ימים']);
    await changeLanguage('ja');
    expect([1, 5].map(days)).toEqual(['1日', '5日']);
  });

  it('has no locale left without a form it needs for these counts', async () => {
    for (const lng of LOCALES) {
      await changeLanguage(lng);
      for (const count of COUNTS) {
        // A form missing in the locale would fall back to English (or show the key).
        const text = days(count);
        expect(text, `${lng} ${count}`).not.toMatch(/term_days/);
        if (lng !== 'en') expect(text, `${lng} ${count}`).not.toMatch(/\bdays?\b/);
      }
    }
  });
});
