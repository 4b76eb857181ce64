import { LOCALES, localeTag, type Locale } from './locales';
import type { Messages } from './namespaces';

/** The script each non-Latin locale must be written in (rule 11's "in the locale's script"). */
const SCRIPTS: Partial<Record<Locale, RegExp>> = {
  ar: /\p{Script=Arabic}/u,
  hi: /\p{Script=Devanagari}/u,
  iw: /\p{Script=Hebrew}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  ko: /\p{Script=Hangul}/u,
  ru: /\p{Script=Cyrillic}/u,
  th: /\p{Script=Thai}/u,
  tw: /\p{Script=Han}/u,
  zh: /\p{Script=Han}/u,
};

export interface NamespaceFiles {
  namespace: string;
  /** Messages per locale; a missing locale file is a problem too. */
  locales: Partial<Record<Locale, Messages>>;
  /** Keys whose text may equal the English one in any locale (brand words, codes, symbols). */
  sameAsEnglish?: string[];
}

/** The CLDR plural categories, in the order i18next's JSON v4 suffixes are usually written. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

const PLURAL_KEY = /^(.+)_(zero|one|two|few|many|other)$/;
const COUNT = /\{\{\s*count\s*\}\}/;

/**
 * The plural categories `lng` needs: exactly those i18next picks from, since it selects a form
 * with `Intl.PluralRules` of the standard tag (`zh-TW`, not `tw`, which would be Twi).
 */
export function pluralCategories(lng: Locale): PluralCategory[] {
  const found = new Intl.PluralRules(localeTag(lng)).resolvedOptions().pluralCategories as string[];
  return PLURAL_CATEGORIES.filter((category) => found.includes(category));
}

/** Counts a category stands for, sampled: 0 to 1000 and the large round numbers (French "many"). */
const SAMPLE_COUNTS = [...Array.from({ length: 1001 }, (_, n) => n), 1_000_000, 2_000_000, 10_000_000];

const singleCounts = new Map<string, boolean>();

/**
 * Whether `category` stands for one count only in `lng` (English "one" is 1, Arabic "zero" is
 * 0, Hebrew "two" is 2): only such a form may leave `{{count}}` out ("a day", "لا أيام").
 * French "one" is 0 and 1, Russian "one" is 1, 21, 31…: those forms must show the count.
 */
export function isSingleCount(lng: Locale, category: PluralCategory): boolean {
  const id = `${lng}_${category}`;
  let single = singleCounts.get(id);
  if (single === undefined) {
    const rules = new Intl.PluralRules(localeTag(lng));
    single = SAMPLE_COUNTS.filter((n) => rules.select(n) === category).length === 1;
    singleCounts.set(id, single);
  }
  return single;
}

/** A namespace's messages with nested objects flattened to dotted keys. */
export function flattenMessages(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flattenMessages(value, path)) out.set(k, v);
  }
  return out;
}

/**
 * The plural groups of a namespace: the base keys (`term_days`) whose `term_days_<category>`
 * keys are plural forms, judged over all its locales. A suffixed key is a plural form when its
 * group has an `_other` form, or two categories, or a form showing `{{count}}` somewhere; a lone
 * `amount_zero` ("The amount must be above zero.") stays an ordinary key.
 */
export function pluralBases(locales: Iterable<Messages>): Set<string> {
  const seen = new Map<string, { categories: Set<string>; count: boolean }>();
  for (const messages of locales) {
    for (const [key, text] of flattenMessages(messages)) {
      const match = PLURAL_KEY.exec(key);
      if (!match) continue;
      const group = seen.get(match[1]!) ?? { categories: new Set<string>(), count: false };
      group.categories.add(match[2]!);
      group.count ||= COUNT.test(text);
      seen.set(match[1]!, group);
    }
  }
  return new Set([...seen].filter(([, g]) => g.categories.has('other') || g.categories.size > 1 || g.count).map(([base]) => base));
}

interface Split {
  /** Ordinary keys. */
  plain: Map<string, string>;
  /** Plural groups: base key → category → text. */
  groups: Map<string, Map<PluralCategory, string>>;
}

function split(messages: Messages, bases: ReadonlySet<string>): Split {
  const plain = new Map<string, string>();
  const groups = new Map<string, Map<PluralCategory, string>>();
  for (const [key, text] of flattenMessages(messages)) {
    const match = PLURAL_KEY.exec(key);
    if (match && bases.has(match[1]!)) {
      const forms = groups.get(match[1]!) ?? new Map<PluralCategory, string>();
      forms.set(match[2] as PluralCategory, text);
      groups.set(match[1]!, forms);
    } else plain.set(key, text);
  }
  return { plain, groups };
}

/**
 * Messages by the key the code passes to `t`: ordinary keys as they are, a plural group under
 * its base key (`t('term_days', { count })`) with its `_other` text.
 */
export function messagesByCodeKey(messages: Messages, bases: ReadonlySet<string>): Record<string, string> {
  const { plain, groups } = split(messages, bases);
  const out: Record<string, string> = Object.fromEntries(plain);
  for (const [base, forms] of groups) out[base] = forms.get('other') ?? [...forms.values()][0]!;
  return out;
}

const placeholderList = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();
const placeholders = (text: string) => placeholderList(text).join(',');
/** The placeholders of a plural form other than the count, which some forms may leave out. */
const otherPlaceholders = (text: string) => placeholderList(text).filter((name) => name !== 'count').join(',');
/** Text a translation is judged on: without placeholders, digits and punctuation. */
const words = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, '').replace(/[\d\s\p{P}\p{S}]/gu, '');

/**
 * The problems of one namespace's translations: a key missing or empty in a locale, a key
 * that is not in English, English text left in, text not in the locale's script, a
 * placeholder lost; and for plurals (i18next JSON v4, `key_one`, `key_few`…): a group without
 * a category its locale needs or with one it does not have, a group in a locale but not in
 * English (or the other way), a form that loses a placeholder of English's `_other` form (only
 * a form standing for a single count may leave `{{count}}` out), and a `{{count}}` message that
 * is not a plural key.
 */
export function translationProblems(files: NamespaceFiles): string[] {
  const problems: string[] = [];
  const en = files.locales.en;
  if (!en) return [`${files.namespace}: no en file`];
  const bases = pluralBases(Object.values(files.locales).filter((m): m is Messages => m !== undefined));
  const english = split(en, bases);
  const allowed = new Set(files.sameAsEnglish ?? []);

  /** English left in, or the wrong script: the checks every translated text gets. */
  const judge = (lng: Locale, where: string, text: string, sources: string[], key: string, base = key) => {
    if (allowed.has(key) || allowed.has(base) || sources.every((source) => words(source) === '')) return;
    const same = sources.find((source) => source === text);
    if (same !== undefined) problems.push(`${where} is the English text "${same}"`);
    const script = SCRIPTS[lng];
    if (script && !script.test(words(text))) problems.push(`${where} is not written in the ${lng} script: "${text}"`);
  };

  for (const lng of LOCALES) {
    const raw = files.locales[lng];
    if (!raw) {
      problems.push(`${files.namespace}/${lng}: file missing`);
      continue;
    }
    const { plain, groups } = lng === 'en' ? english : split(raw, bases);
    const needed = pluralCategories(lng);

    for (const [key, text] of plain) {
      if (COUNT.test(text)) problems.push(`${files.namespace}/${lng}: "${key}" shows {{count}} but is not a plural key (${needed.map((c) => `${key}_${c}`).join(', ')})`);
      if (!english.plain.has(key)) problems.push(`${files.namespace}/${lng}: "${key}" is not in en`);
    }

    for (const [base, forms] of groups) {
      const where = `${files.namespace}/${lng}: plural "${base}"`;
      if (!english.groups.has(base)) problems.push(`${where} is not in en`);
      for (const category of needed) {
        if (forms.has(category)) continue;
        if (lng === 'en' || english.groups.has(base)) problems.push(`${where} lacks "${base}_${category}" (${lng} needs ${needed.join(', ')})`);
      }
      for (const category of forms.keys()) {
        if (!needed.includes(category)) problems.push(`${where} has "${base}_${category}", a category ${lng} does not have (${lng} needs ${needed.join(', ')})`);
      }
      const source = english.groups.get(base)?.get('other');
      if (source === undefined) continue;
      for (const [category, text] of forms) {
        const formKey = `${base}_${category}`;
        const at = `${files.namespace}/${lng}: "${formKey}"`;
        if (text.trim() === '') {
          problems.push(`${at} is missing`);
          continue;
        }
        if (otherPlaceholders(text) !== otherPlaceholders(source)) problems.push(`${at} does not keep the placeholders of "${source}"`);
        if (COUNT.test(source) && !COUNT.test(text) && needed.includes(category) && !isSingleCount(lng, category)) {
          problems.push(`${at} does not show {{count}}, but the "${category}" form of ${lng} stands for more than one count`);
        }
        if (lng === 'en') continue;
        const englishForms = english.groups.get(base)!;
        judge(lng, at, text, [...new Set([englishForms.get(category), source].filter((s): s is string => s !== undefined))], formKey, base);
      }
    }

    if (lng === 'en') continue;
    for (const [key, source] of english.plain) {
      const text = plain.get(key);
      const where = `${files.namespace}/${lng}: "${key}"`;
      if (text === undefined || text.trim() === '') {
        problems.push(`${where} is missing`);
        continue;
      }
      if (placeholders(text) !== placeholders(source)) problems.push(`${where} does not keep the placeholders of "${source}"`);
      judge(lng, where, text, [source], key);
    }
    for (const base of english.groups.keys()) {
      if (!groups.has(base)) problems.push(`${files.namespace}/${lng}: plural "${base}" is missing (${needed.map((c) => `${base}_${c}`).join(', ')})`);
    }
  }
  return problems;
}
