import { afterEach, describe, expect, it, vi } from 'vitest';
import { currencyName } from './currency-names';

afterEach(() => vi.restoreAllMocks());

describe('currency names', () => {
  it('names a currency in the reader’s language, and falls back to its code', () => {
    expect(currencyName('EUR', 'en')).toBe('Euro');
    expect(currencyName('EUR', 'de')).toBe('Euro');
    expect(currencyName('JPY', 'fr')).toBe('yen japonais');
    expect(currencyName('not a code', 'en')).toBe('not a code');
  });

  it('builds one Intl.DisplayNames per language however many currencies it names', () => {
    const built = vi.spyOn(Intl, 'DisplayNames');
    for (const code of ['USD', 'EUR', 'GBP', 'CNY', 'HKD']) currencyName(code, 'es');
    for (const code of ['USD', 'EUR']) currencyName(code, 'es');
    expect(built).toHaveBeenCalledTimes(1);
  });
});
