import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { translationProblems, type NamespaceFiles } from './translation-check';

function files(overrides: NamespaceFiles['locales']): NamespaceFiles {
  const locales: NamespaceFiles['locales'] = {};
  for (const lng of LOCALES) locales[lng] = { hello: `hello-${lng}`, count: `{{n}} ${lng}` };
  locales.en = { hello: 'Hello', count: '{{n}} items' };
  Object.assign(locales, { ar: { hello: 'مرحبا', count: '{{n}} عناصر' }, hi: { hello: 'नमस्ते', count: '{{n}} आइटम' }, iw: { hello: 'שלום', count: '{{n}} פריטים' }, ja: { hello: 'こんにちは', count: '{{n}} 件' }, ko: { hello: '안녕하세요', count: '{{n}} 개' }, ru: { hello: 'Привет', count: '{{n}} шт.' }, th: { hello: 'สวัสดี', count: '{{n}} รายการ' }, tw: { hello: '你好', count: '{{n}} 項' }, zh: { hello: '你好', count: '{{n}} 项' } });
  return { namespace: 'test', locales: { ...locales, ...overrides } };
}

describe('the translation check', () => {
  it('accepts complete translations', () => {
    expect(translationProblems(files({}))).toEqual([]);
  });
  it('reports a missing key and a missing file', () => {
    const problems = translationProblems(files({ de: { hello: 'Hallo' }, fr: undefined }));
    expect(problems).toContain('test/de: "count" is missing');
    expect(problems).toContain('test/fr: file missing');
  });
  it('reports English left in', () => {
    expect(translationProblems(files({ de: { hello: 'Hello', count: '{{n}} Stück' } }))).toEqual(['test/de: "hello" is the English text "Hello"']);
  });
  it('reports text in the wrong script', () => {
    expect(translationProblems(files({ ru: { hello: 'Privet', count: '{{n}} шт.' } }))[0]).toMatch(/not written in the ru script/);
  });
  it('reports a lost placeholder', () => {
    expect(translationProblems(files({ de: { hello: 'Hallo', count: 'Stück' } }))[0]).toMatch(/placeholders/);
  });
  it('lets listed keys equal English', () => {
    const f = files({ de: { hello: 'Hello', count: '{{n}} Stück' } });
    expect(translationProblems({ ...f, sameAsEnglish: ['hello'] })).toEqual([]);
  });
});
