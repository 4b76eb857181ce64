import { afterEach, describe, expect, it } from 'vitest';
import { languageOfCookies } from '@atrium/platform/early-gets';
import { rememberLanguageForHost } from './language-cookie';

afterEach(() => {
  document.cookie = 'atrium_lang=; max-age=0; path=/';
});

describe('the language cookie', () => {
  it('carries the applied language to the next page the static host writes, as the host reads it', () => {
    expect(languageOfCookies(document.cookie)).toBe('en');
    rememberLanguageForHost('ar');
    expect(languageOfCookies(document.cookie)).toBe('ar');
    rememberLanguageForHost('pt-BR');
    expect(languageOfCookies(document.cookie)).toBe('pt-BR');
  });

  it('is read only when it holds a locale code', () => {
    expect(languageOfCookies('atrium_lang=../../x')).toBe('en');
    expect(languageOfCookies('other=de; atrium_lang=%3Cb%3E')).toBe('en');
    expect(languageOfCookies('x_atrium_lang=de')).toBe('en');
    expect(languageOfCookies(' theme=dark ;atrium_lang=tw')).toBe('tw');
  });
});
