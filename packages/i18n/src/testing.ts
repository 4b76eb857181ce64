/**
 * Test helpers for a namespace's messages (Node only: they read files). A remote's messages
 * test uses them so every remote checks its translations the same way as the workspace's
 * translation check (scripts/check-translations.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from './locales';
import { translationProblems, type NamespaceFiles } from './translation-check';
import type { Messages } from './namespaces';

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/** The English messages of the namespace in `folder` (`<folder>/en.json`). */
export function englishMessages(folder: string): Messages {
  return readJson<Messages>(join(folder, 'en.json'));
}

/** Every problem of the 21 locale files in `folder` (missing keys, English left in, wrong script…). */
export function namespaceProblems(folder: string, namespace: string): string[] {
  const locales: NamespaceFiles['locales'] = {};
  for (const lng of LOCALES) if (existsSync(join(folder, `${lng}.json`))) locales[lng] = readJson<Messages>(join(folder, `${lng}.json`));
  const allowed = join(folder, 'same-as-english.json');
  return translationProblems({ namespace, locales, sameAsEnglish: existsSync(allowed) ? readJson<string[]>(allowed) : [] });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * The message keys the code under `srcDir` names literally: `t('key')`, `titleKey="key"` and
 * `key: 'key'` entries (tests excluded). Keys built at run time are the caller's to add.
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
