import { LOCALES, type Locale } from './locales';
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

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort().join(',');
/** Text a translation is judged on: without placeholders, digits and punctuation. */
const words = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, '').replace(/[\d\s\p{P}\p{S}]/gu, '');

/**
 * The problems of one namespace's translations: a key missing or empty in a locale, a key
 * that is not in English, English text left in, text not in the locale's script, a
 * placeholder lost.
 */
export function translationProblems(files: NamespaceFiles): string[] {
  const problems: string[] = [];
  const en = files.locales.en;
  if (!en) return [`${files.namespace}: no en file`];
  const english = flatten(en);
  const allowed = new Set(files.sameAsEnglish ?? []);
  for (const lng of LOCALES) {
    const raw = files.locales[lng];
    if (!raw) {
      problems.push(`${files.namespace}/${lng}: file missing`);
      continue;
    }
    const messages = flatten(raw);
    for (const key of messages.keys()) if (!english.has(key)) problems.push(`${files.namespace}/${lng}: "${key}" is not in en`);
    if (lng === 'en') continue;
    for (const [key, source] of english) {
      const text = messages.get(key);
      const where = `${files.namespace}/${lng}: "${key}"`;
      if (text === undefined || text.trim() === '') {
        problems.push(`${where} is missing`);
        continue;
      }
      if (placeholders(text) !== placeholders(source)) problems.push(`${where} does not keep the placeholders of "${source}"`);
      if (allowed.has(key) || words(source) === '') continue;
      if (text === source) problems.push(`${where} is the English text "${source}"`);
      const script = SCRIPTS[lng];
      if (script && !script.test(words(text))) problems.push(`${where} is not written in the ${lng} script: "${text}"`);
    }
  }
  return problems;
}
