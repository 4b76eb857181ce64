import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCountryCode, type CountryCodeGroup } from '@atrium/api';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getCountryCode: vi.fn(),
}));

const GROUPS: CountryCodeGroup[] = [{ letter: 'A', data: [{ englishName: 'Afghanistan', chineseName: '阿富汗', phoneCode: '93', countryCode: 'AF' }] }];

// A fresh module per test: the cache lives for the page's lifetime.
const freshCache = async () => {
  vi.resetModules();
  return import('./country-codes');
};

afterEach(() => vi.clearAllMocks());

describe('the country list cache', () => {
  it('fetches the list once for every field that asks', async () => {
    vi.mocked(getCountryCode).mockResolvedValue(GROUPS);
    const { loadCountryCodes, countryCodesLoaded } = await freshCache();
    expect(countryCodesLoaded()).toBeUndefined();
    const [first, second] = await Promise.all([loadCountryCodes(), loadCountryCodes()]);
    expect(first).toBe(GROUPS);
    expect(second).toBe(GROUPS);
    await loadCountryCodes();
    expect(getCountryCode).toHaveBeenCalledOnce();
    expect(countryCodesLoaded()).toBe(GROUPS);
  });

  it('forgets a failure so that the next opening tries again', async () => {
    vi.mocked(getCountryCode).mockRejectedValueOnce(new Error('Network anomaly')).mockResolvedValueOnce(GROUPS);
    const { loadCountryCodes } = await freshCache();
    await expect(loadCountryCodes()).rejects.toThrow('Network anomaly');
    await expect(loadCountryCodes()).resolves.toBe(GROUPS);
    expect(getCountryCode).toHaveBeenCalledTimes(2);
  });
});
