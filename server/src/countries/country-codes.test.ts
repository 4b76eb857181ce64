import { describe, expect, it } from 'vitest';
import { COUNTRY_CODE_GROUPS } from './country-codes.js';

const all = COUNTRY_CODE_GROUPS.flatMap((g) => g.data);

describe('the area-code list', () => {
  it('groups countries by the first letter of their English name, in order', () => {
    expect(COUNTRY_CODE_GROUPS[0]!.letter).toBe('A');
    expect(COUNTRY_CODE_GROUPS.map((g) => g.letter)).toEqual([...COUNTRY_CODE_GROUPS.map((g) => g.letter)].sort());
    for (const group of COUNTRY_CODE_GROUPS) for (const c of group.data) expect(c.englishName.normalize('NFD')[0]!.toUpperCase()).toBe(group.letter);
  });
  it('names each in English and Chinese with its dialling code', () => {
    expect(all.find((c) => c.countryCode === 'AF')).toEqual({ englishName: 'Afghanistan', chineseName: '阿富汗', phoneCode: '93', countryCode: 'AF' });
    expect(all.find((c) => c.countryCode === 'DE')).toMatchObject({ englishName: 'Germany', phoneCode: '49' });
    expect(all.find((c) => c.countryCode === 'US')).toMatchObject({ phoneCode: '1' });
    expect(all.length).toBeGreaterThan(200);
    for (const c of all) expect(c.phoneCode).toMatch(/^\d{1,4}$/);
  });
});
