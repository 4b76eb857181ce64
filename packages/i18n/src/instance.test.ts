import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, currentLocale, registerNamespace } from './instance';
import type { Messages } from './namespaces';
import { looseT } from './test/loose-keys';

describe('i18n loading', () => {
  it('loads a registered namespace for the current language and English at once', async () => {
    const load = vi.fn(async (lng: string) => ({ greeting: `hi-${lng}` }));
    await registerNamespace('probe', load);
    expect(looseT('probe:greeting')).toBe('hi-en');
    expect(load).toHaveBeenCalledWith('en');
  });

  it('switches language only once every namespace has its bundle, and sets lang and dir', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    await registerNamespace('slow', async (lng) => {
      if (lng === 'ar') await gate;
      return { title: `title-${lng}` };
    });
    const switching = changeLanguage('ar');
    await new Promise((r) => setTimeout(r, 10));
    // Still English: the slow namespace has not arrived.
    expect(currentLocale()).toBe('en');
    release();
    await switching;
    expect(currentLocale()).toBe('ar');
    expect(looseT('slow:title')).toBe('title-ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('uses the standard tag for Hebrew and falls back to English for a missing key', async () => {
    await registerNamespace('partial', async (lng): Promise<Messages> => (lng === 'en' ? { a: 'A', b: 'B' } : { a: `A-${lng}` }));
    await changeLanguage('iw');
    expect(document.documentElement.lang).toBe('he');
    expect(document.documentElement.dir).toBe('rtl');
    expect(looseT('partial:a')).toBe('A-iw');
    expect(looseT('partial:b')).toBe('B');
    await changeLanguage('de');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('a namespace with its English built in', () => {
  it('asks its loader only for the other locales', async () => {
    const { withEnglish } = await import('./namespaces');
    const load = vi.fn(async (lng: string): Promise<Messages> => ({ greeting: `hello in ${lng}` }));
    await changeLanguage('en');
    await registerNamespace('built-in-english', withEnglish({ greeting: 'Hello' }, load));
    expect(looseT('built-in-english:greeting')).toBe('Hello');
    expect(load).not.toHaveBeenCalledWith('en');
    await changeLanguage('de');
    expect(load).toHaveBeenCalledWith('de');
    expect(looseT('built-in-english:greeting')).toBe('hello in de');
    await changeLanguage('en');
  });

  it('renders a namespace whose locale chunk failed in English, and fetches the chunk again when back online', async () => {
    await changeLanguage('de');
    const load = vi.fn(async (lng: string): Promise<Messages> => ({ word: `word-${lng}` }));
    load.mockImplementationOnce(async (lng) => (lng === 'de' ? Promise.reject(new Error('chunk failed')) : { word: `word-${lng}` }));
    load.mockImplementationOnce(async (lng) => (lng === 'de' ? Promise.reject(new Error('chunk failed')) : { word: `word-${lng}` }));
    await registerNamespace('flaky', load);
    expect(looseT('flaky:word')).toBe('word-en');
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(looseT('flaky:word')).toBe('word-de'));
    await changeLanguage('en');
  });
});
