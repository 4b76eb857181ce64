import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@atrium/i18n';
import { ACCOUNT_TYPES } from '@atrium/api';
import routeTable from '../route-table.json';

const HERE = import.meta.dirname;
const SRC = join(HERE, '..');

type Bundle = Record<string, unknown>;
const bundle = (lng: string): Bundle => JSON.parse(readFileSync(join(HERE, `${lng}.json`), 'utf8')) as Bundle;
const en = bundle('en');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Keys the code names literally: t('key'), titleKey="key", and the route table's titles. */
function usedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/\bt\(\s*['"]([^'"]+)['"]/g)) keys.add(match[1]!);
    for (const match of code.matchAll(/\bkey: ['"]([^'"]+)['"]/g)) keys.add(match[1]!);
    for (const match of code.matchAll(/\btitleKey=["']([^"']+)["']/g)) keys.add(match[1]!);
  }
  for (const route of routeTable) keys.add(route.titleKey.replace(/^funds:/, ''));
  // Keys built at run time: the account tabs and the review statuses.
  for (const account of ACCOUNT_TYPES) keys.add(`account_${account}`);
  for (const status of ['pending', 'approved', 'rejected']) keys.add(`status_${status}`);
  return keys;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** The script each non-Latin locale is written in: every message must contain some of it. */
const SCRIPTS: Partial<Record<string, RegExp>> = {
  ar: /\p{Script=Arabic}/u,
  iw: /\p{Script=Hebrew}/u,
  hi: /\p{Script=Devanagari}/u,
  th: /\p{Script=Thai}/u,
  ru: /\p{Script=Cyrillic}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  ko: /\p{Script=Hangul}/u,
  zh: /\p{Script=Han}/u,
  tw: /\p{Script=Han}/u,
};

describe('funds messages', () => {
  it('has an English message for every key the code uses', () => {
    const missing = [...usedKeys()].filter((key) => typeof en[key] !== 'string');
    expect(missing).toEqual([]);
  });

  it('has a title for every route of the route table', () => {
    for (const route of routeTable) expect(route.titleKey).toMatch(/^funds:title_/);
  });

  it.each(LOCALES.map((lng) => [lng]))('%s has exactly the English keys, none empty, with the same placeholders', (lng) => {
    const messages = bundle(lng);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(messages)) {
      expect(typeof value === 'string' && value.trim() !== '', `${lng}.${key} is empty`).toBe(true);
      expect(placeholders(value as string), `${lng}.${key} placeholders`).toEqual(placeholders(en[key] as string));
    }
  });

  it.each(LOCALES.filter((lng) => lng !== 'en').map((lng) => [lng]))('%s is translated, in its own script', (lng) => {
    const messages = bundle(lng);
    const script = SCRIPTS[lng];
    for (const [key, value] of Object.entries(messages)) {
      expect(value, `${lng}.${key} is the English text`).not.toBe(en[key]);
      if (script) expect(value, `${lng}.${key} is not in the locale's script`).toMatch(script);
    }
  });
});
