import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from '@atrium/i18n';
import { messagesByKey, namespaceProblems } from '@atrium/i18n/testing';
import { describe, expect, it } from 'vitest';

// Path strings, not URL objects: happy-dom replaces the global URL, which node:url rejects.
const I18N = dirname(fileURLToPath(import.meta.url));
const SRC = dirname(I18N);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A locale's messages by the key the code names: a plural group (`resend_in_one`, `resend_in_few`…) as `resend_in`. */
function messages(lng: Locale): Record<string, unknown> {
  return messagesByKey(I18N, lng);
}

/** Keys passed to `t('…')` (or `t('ui:…')`) in the package's source. */
function usedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    if (/\bt\(/.test(text)) expect(text, `${file} reads the ui namespace`).toMatch(/useTranslation\('ui'\)/);
    for (const [, key] of text.matchAll(/\bt\(\s*['"`]([^'"`]+)['"`]/g)) keys.add(key!.replace(/^ui:/, ''));
  }
  return keys;
}

// The script each non-Latin locale must be written in (rule 11).
const SCRIPTS: Partial<Record<string, RegExp>> = {
  ar: /\p{Script=Arabic}/u,
  iw: /\p{Script=Hebrew}/u,
  hi: /\p{Script=Devanagari}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  ko: /\p{Script=Hangul}/u,
  ru: /\p{Script=Cyrillic}/u,
  th: /\p{Script=Thai}/u,
  zh: /\p{Script=Han}/u,
  tw: /\p{Script=Han}/u,
};

// Characters that exist only in one of the two Chinese scripts, so zh and tw cannot be swapped.
const SIMPLIFIED_ONLY = /[数据关闭显隐载码试无确认内长过产这们时请话]/u;
const TRADITIONAL_ONLY = /[數據關閉顯隱載碼試無確認內長過產這們時請話]/u;

describe('ui messages', () => {
  const en = messages('en');

  it('has an English text for every key the code uses', () => {
    const used = usedKeys();
    expect(used.size).toBeGreaterThan(0);
    for (const key of used) expect(en, `missing ui:${key}`).toHaveProperty([key]);
  });

  it('has no English text that the code does not use', () => {
    expect(Object.keys(en).sort()).toEqual([...usedKeys()].sort());
  });

  it('has a bundle for each of the 21 locales', () => {
    const files = readdirSync(I18N).filter((name) => name.endsWith('.json'));
    expect(files.map((name) => name.replace('.json', '')).sort()).toEqual([...LOCALES].sort());
  });

  for (const lng of LOCALES) {
    it(`gives ${lng} exactly the English keys, each a non-empty string`, () => {
      const bundle = messages(lng);
      expect(Object.keys(bundle).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(bundle)) {
        expect(typeof text === 'string' && text.trim() !== '', `${lng}:${key}`).toBe(true);
      }
    });

    if (lng === 'en') continue;

    it(`translates ${lng} rather than copying the English text`, () => {
      for (const [key, text] of Object.entries(messages(lng))) expect(text, `${lng}:${key}`).not.toBe(en[key]);
    });

    const script = SCRIPTS[lng];
    if (script) {
      it(`writes ${lng} in its own script`, () => {
        for (const [key, text] of Object.entries(messages(lng))) expect(text, `${lng}:${key}`).toMatch(script);
      });
    }
  }

  it('has every plural form each locale needs, and keeps the placeholders', () => {
    expect(namespaceProblems(I18N, 'ui')).toEqual([]);
  });

  it('keeps Simplified and Traditional Chinese apart', () => {
    for (const text of Object.values(messages('zh'))) expect(text).not.toMatch(TRADITIONAL_ONLY);
    for (const text of Object.values(messages('tw'))) expect(text).not.toMatch(SIMPLIFIED_ONLY);
  });
});
