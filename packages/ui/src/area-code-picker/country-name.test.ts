import { describe, expect, it } from 'vitest';
import type { AreaCode } from './area-code';
import { countryName } from './country-name';

const DE: AreaCode = { englishName: 'Germany', chineseName: '德国', phoneCode: '49', countryCode: 'DE' };
// A code no region list knows, as a country the runtime has no name for.
const UNKNOWN: AreaCode = { englishName: 'Atlantis', chineseName: '亚特兰蒂斯', phoneCode: '999', countryCode: 'AA' };

describe('country names', () => {
  it('names a country in the reader’s language', () => {
    expect(countryName(DE, 'de')).toBe('Deutschland');
    expect(countryName(DE, 'en')).toBe('Germany');
    expect(countryName(DE, 'zh')).toBe('德国');
    expect(countryName(DE, 'tw')).toBe('德國');
    expect(countryName(DE, 'iw')).toBe('גרמניה');
  });

  it('falls back to the English name where the runtime has none', () => {
    expect(countryName(UNKNOWN, 'de')).toBe('Atlantis');
    expect(countryName(UNKNOWN, 'ar')).toBe('Atlantis');
  });

  it('falls back to the Chinese name for Chinese readers', () => {
    expect(countryName(UNKNOWN, 'zh')).toBe('亚特兰蒂斯');
    expect(countryName(UNKNOWN, 'tw')).toBe('亚特兰蒂斯');
  });

  it('survives a malformed country code', () => {
    expect(countryName({ ...UNKNOWN, countryCode: '1' }, 'en')).toBe('Atlantis');
  });
});
