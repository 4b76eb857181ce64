import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from './locales';
import type { Messages } from './namespaces';
import { messagesByCodeKey, pluralBases, pluralCategories, translationProblems, type NamespaceFiles } from './translation-check';

/** A correct "N days" group in every locale, each with exactly the categories it needs. */
const DAYS: Record<Locale, Messages> = {
  af: { days_one: '{{count}} dag', days_other: '{{count}} dae' },
  ar: { days_zero: 'لا أيام', days_one: 'يوم واحد', days_two: 'يومان', days_few: '{{count}} أيام', days_many: '{{count}} يومًا', days_other: '{{count}} يوم' },
  da: { days_one: '{{count}} dag', days_other: '{{count}} dage' },
  de: { days_one: '{{count}} Tag', days_other: '{{count}} Tage' },
  en: { days_one: '{{count}} day', days_other: '{{count}} days' },
  es: { days_one: '{{count}} día', days_many: '{{count}} de días', days_other: '{{count}} días' },
  fr: { days_one: '{{count}} jour', days_many: '{{count}} de jours', days_other: '{{count}} jours' },
  hi: { days_one: '{{count}} दिन', days_other: '{{count}} दिन' },
  it: { days_one: '{{count}} giorno', days_many: '{{count}} di giorni', days_other: '{{count}} giorni' },
  iw: { days_one: 'יום אחד', days_two: 'יומיים', days_other: '{{count}} ימים' },
  ja: { days_other: '{{count}} 日' },
  ko: { days_other: '{{count}}일' },
  nl: { days_one: '{{count}} dag', days_other: '{{count}} dagen' },
  pl: { days_one: '{{count}} dzień', days_few: '{{count}} dni', days_many: '{{count}} dni', days_other: '{{count}} dnia' },
  pt: { days_one: '{{count}} dia', days_many: '{{count}} de dias', days_other: '{{count}} dias' },
  ru: { days_one: '{{count}} день', days_few: '{{count}} дня', days_many: '{{count}} дней', days_other: '{{count}} дня' },
  th: { days_other: '{{count}} วัน' },
  tr: { days_one: '{{count}} gün', days_other: '{{count}} gün' },
  tw: { days_other: '{{count}} 天' },
  vi: { days_other: '{{count}} ngày' },
  zh: { days_other: '{{count}} 天' },
};

function files(overrides: Partial<Record<Locale, Messages>> = {}): NamespaceFiles {
  return { namespace: 'test', locales: { ...DAYS, ...overrides } };
}

const without = (messages: Messages, key: string): Messages => Object.fromEntries(Object.entries(messages).filter(([k]) => k !== key));

describe('the plural categories each locale needs', () => {
  it('are the CLDR ones of the standard tag', () => {
    expect(pluralCategories('en')).toEqual(['one', 'other']);
    expect(pluralCategories('fr')).toEqual(['one', 'many', 'other']);
    expect(pluralCategories('ru')).toEqual(['one', 'few', 'many', 'other']);
    expect(pluralCategories('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(pluralCategories('iw')).toEqual(['one', 'two', 'other']);
    expect(pluralCategories('tw')).toEqual(['other']);
  });
});

describe('the translation check on plurals', () => {
  it('passes a correct group in all 21 locales', () => {
    expect(Object.keys(DAYS).sort()).toEqual([...LOCALES].sort());
    expect(translationProblems(files())).toEqual([]);
  });

  it('fails on a missing category', () => {
    expect(translationProblems(files({ ru: without(DAYS.ru, 'days_few') }))).toEqual([
      'test/ru: plural "days" lacks "days_few" (ru needs one, few, many, other)',
    ]);
    expect(translationProblems(files({ ar: without(DAYS.ar, 'days_zero') }))).toEqual([
      'test/ar: plural "days" lacks "days_zero" (ar needs zero, one, two, few, many, other)',
    ]);
    expect(translationProblems(files({ en: without(DAYS.en, 'days_one') }))).toEqual([
      'test/en: plural "days" lacks "days_one" (en needs one, other)',
    ]);
  });

  it('fails on a category the locale does not have', () => {
    expect(translationProblems(files({ de: { ...DAYS.de, days_few: '{{count}} Tage' } }))).toEqual([
      'test/de: plural "days" has "days_few", a category de does not have (de needs one, other)',
    ]);
    expect(translationProblems(files({ en: { ...DAYS.en, days_zero: 'No days' } }))).toEqual([
      'test/en: plural "days" has "days_zero", a category en does not have (en needs one, other)',
    ]);
    expect(translationProblems(files({ ja: { ...DAYS.ja, days_one: '{{count}} 日' } }))[0]).toMatch(/"days_one", a category ja does not have/);
  });

  it('fails on a {{count}} message that is not a plural key, in English too', () => {
    const plain = (lng: Locale, text: string) => ({ ...DAYS[lng], selected: text });
    const locales = Object.fromEntries(LOCALES.map((lng) => [lng, plain(lng, `{{count}} ${lng}`)]));
    const problems = translationProblems(files({ ...locales, en: plain('en', 'Selected: {{count}}'), ru: plain('ru', 'Выбрано: {{count}}') }));
    expect(problems).toContain('test/en: "selected" shows {{count}} but is not a plural key (selected_one, selected_other)');
    expect(problems).toContain('test/ru: "selected" shows {{count}} but is not a plural key (selected_one, selected_few, selected_many, selected_other)');
  });

  it('fails on a group that is only in a locale, or only in English', () => {
    expect(translationProblems(files({ de: { ...DAYS.de, hours_one: '{{count}} Stunde', hours_other: '{{count}} Stunden' } }))).toEqual([
      'test/de: plural "hours" is not in en',
    ]);
    const problems = translationProblems(files({ pl: { days: '{{n}} dni' } }));
    expect(problems).toContain('test/pl: plural "days" is missing (days_one, days_few, days_many, days_other)');
    expect(problems).toContain('test/pl: "days" is not in en');
  });

  it('does not take a locale’s own categories for keys that are not in English', () => {
    // ru's days_few and ar's days_zero are forms of English's group, not stray keys.
    expect(translationProblems(files()).filter((p) => p.includes('is not in en'))).toEqual([]);
  });

  it('compares every form with the English other form: placeholders other than the count are kept', () => {
    const en = { rate_one: '{{count}} day at {{rate}}', rate_other: '{{count}} days at {{rate}}' };
    const base = Object.fromEntries(LOCALES.map((lng) => [lng, { ...DAYS[lng], ...Object.fromEntries(Object.entries(DAYS[lng]).map(([k, v]) => [k.replace('days', 'rate'), `${v} · {{rate}}`])) }]));
    expect(translationProblems(files({ ...base, en: { ...DAYS.en, ...en } }))).toEqual([]);
    const lost = { ...base.fr!, rate_one: '{{count}} jour' };
    expect(translationProblems(files({ ...base, en: { ...DAYS.en, ...en }, fr: lost }))).toEqual([
      'test/fr: "rate_one" does not keep the placeholders of "{{count}} days at {{rate}}"',
    ]);
  });

  it('lets a form that stands for one count leave {{count}} out, and no other', () => {
    // ar zero (0), ar one (1), ar two (2), he one (1) and he two (2) are in DAYS without the count.
    expect(translationProblems(files())).toEqual([]);
    // French "one" is 0 and 1: "un jour" would read "un jour" for 0 days.
    expect(translationProblems(files({ fr: { ...DAYS.fr, days_one: 'un jour' } }))).toEqual([
      'test/fr: "days_one" does not show {{count}}, but the "one" form of fr stands for more than one count',
    ]);
    // Russian "one" is 1, 21, 31…
    expect(translationProblems(files({ ru: { ...DAYS.ru, days_one: 'один день' } }))[0]).toMatch(/"days_one" does not show \{\{count\}\}/);
    expect(translationProblems(files({ ru: { ...DAYS.ru, days_many: 'много дней' } }))[0]).toMatch(/"days_many" does not show \{\{count\}\}/);
  });

  it('finds English left in and the wrong script in any form', () => {
    expect(translationProblems(files({ de: { days_one: '{{count}} day', days_other: '{{count}} Tage' } }))).toEqual([
      'test/de: "days_one" is the English text "{{count}} day"',
    ]);
    expect(translationProblems(files({ ru: { ...DAYS.ru, days_few: '{{count}} dnya' } }))[0]).toMatch(/"days_few" is not written in the ru script/);
  });

  it('reports an empty form as missing', () => {
    expect(translationProblems(files({ pl: { ...DAYS.pl, days_many: ' ' } }))).toEqual(['test/pl: "days_many" is missing']);
  });

  it('keeps a lone suffixed key that is no plural (amount_zero) an ordinary key', () => {
    const withZero = Object.fromEntries(LOCALES.map((lng) => [lng, { ...DAYS[lng], amount_zero: lng === 'en' ? 'The amount must be above zero.' : `Zero ${lng} ${'ü'}` }]));
    const ordinary = files({ ...withZero, ar: { ...DAYS.ar, amount_zero: 'يجب أن يكون المبلغ أكبر من صفر.' }, iw: { ...DAYS.iw, amount_zero: 'הסכום חייב להיות גדול מאפס.' }, ru: { ...DAYS.ru, amount_zero: 'Сумма должна быть больше нуля.' }, hi: { ...DAYS.hi, amount_zero: 'राशि शून्य से अधिक होनी चाहिए।' }, ja: { ...DAYS.ja, amount_zero: '金額は0より大きくしてください。' }, ko: { ...DAYS.ko, amount_zero: '금액은 0보다 커야 합니다.' }, th: { ...DAYS.th, amount_zero: 'จำนวนต้องมากกว่าศูนย์' }, tw: { ...DAYS.tw, amount_zero: '金額必須大於零。' }, zh: { ...DAYS.zh, amount_zero: '金额必须大于零。' } });
    expect(translationProblems(ordinary)).toEqual([]);
    expect([...pluralBases(Object.values(ordinary.locales) as Messages[])]).toEqual(['days']);
  });
});

describe('messages by the key the code names', () => {
  it('lists a plural group under its base key, with the other form', () => {
    const bases = pluralBases([DAYS.en, DAYS.ru]);
    expect(messagesByCodeKey({ ...DAYS.ru, title: 'Срок' }, bases)).toEqual({ days: '{{count}} дня', title: 'Срок' });
  });
});
