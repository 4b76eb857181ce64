/**
 * Test helpers for a namespace's messages (Node only: they read files). A remote's messages
 * test uses them so every remote checks its translations the same way as the workspace's
 * translation check (scripts/check-translations.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale } from './locales';
import { messagesByCodeKey, pluralBases, translationProblems, type NamespaceFiles } from './translation-check';
import type { Messages } from './namespaces';

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

function localeFiles(folder: string): NamespaceFiles['locales'] {
  const locales: NamespaceFiles['locales'] = {};
  for (const lng of LOCALES) if (existsSync(join(folder, `${lng}.json`))) locales[lng] = readJson<Messages>(join(folder, `${lng}.json`));
  return locales;
}

/**
 * The messages of `lng` in `folder` by the key the code names: a plural group (`term_days_one`,
 * `term_days_other`…) under its base key `term_days`, as `t('term_days', { count })` asks for
 * it, with its `_other` text; nested objects flattened to dotted keys.
 */
export function messagesByKey(folder: string, lng: Locale): Record<string, string> {
  const locales = localeFiles(folder);
  const messages = locales[lng];
  if (!messages) throw new Error(`${folder} has no ${lng}.json`);
  return messagesByCodeKey(messages, pluralBases(Object.values(locales).filter((m): m is Messages => m !== undefined)));
}

/** The English messages of the namespace in `folder`, by the key the code names (see {@link messagesByKey}). */
export function englishMessages(folder: string): Record<string, string> {
  return messagesByKey(folder, 'en');
}

/** Every problem of the 21 locale files in `folder` (missing keys, plural forms, English left in, wrong script…). */
export function namespaceProblems(folder: string, namespace: string): string[] {
  const locales = localeFiles(folder);
  const allowed = join(folder, 'same-as-english.json');
  return translationProblems({ namespace, locales, sameAsEnglish: existsSync(allowed) ? readJson<string[]>(allowed) : [] });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    // Unit tests and type tests (`*.type-test.ts`, which name wrong keys on purpose) are not the product's code.
    return /\.tsx?$/.test(name) && !/\.(type-)?test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * The message keys the code under `srcDir` names literally: `t('key')`, `titleKey="key"` and
 * `key: 'key'` entries (tests excluded). Keys built at run time are the caller's to add. A
 * plural message is named by its base key (`t('term_days', { count })` gives `term_days`), the
 * key {@link englishMessages} lists it under.
 */
export function keysUsedIn(srcDir: string): Set<string> {
  const keys = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    const code = readFileSync(file, 'utf8');
    for (const pattern of [/\bt\(\s*['"]([^'"]+)['"]/g, /\btitleKey=["']([^"']+)["']/g, /\bkey: ['"]([^'"]+)['"]/g]) {
      for (const match of code.matchAll(pattern)) keys.add(match[1]!);
    }
  }
  return keys;
}
