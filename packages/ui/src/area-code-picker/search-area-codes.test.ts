import { describe, expect, it } from 'vitest';
import type { AreaCode, AreaCodeGroup } from './area-code';
import { searchAreaCodes } from './search-area-codes';

const AF: AreaCode = { englishName: 'Afghanistan', chineseName: '阿富汗', phoneCode: '93', countryCode: 'AF' };
const AX: AreaCode = { englishName: 'Åland Islands', chineseName: '奥兰群岛', phoneCode: '358', countryCode: 'AX' };
const CA: AreaCode = { englishName: 'Canada', chineseName: '加拿大', phoneCode: '1', countryCode: 'CA' };
const DE: AreaCode = { englishName: 'Germany', chineseName: '德国', phoneCode: '49', countryCode: 'DE' };
const US: AreaCode = { englishName: 'United States', chineseName: '美国', phoneCode: '1', countryCode: 'US' };
const GROUPS: AreaCodeGroup[] = [
  { letter: 'A', data: [AF, AX] },
  { letter: 'C', data: [CA] },
  { letter: 'G', data: [DE] },
  { letter: 'U', data: [US] },
];
const GERMAN_NAMES: Record<string, string> = { DE: 'Deutschland', US: 'Vereinigte Staaten' };
const shown = (entry: AreaCode) => GERMAN_NAMES[entry.countryCode] ?? entry.englishName;
const search = (query: string) => searchAreaCodes(GROUPS, query, shown).flatMap((g) => g.data.map((e) => e.countryCode));

describe('area-code search', () => {
  it('keeps every group for an empty or blank search', () => {
    expect(searchAreaCodes(GROUPS, '', shown)).toEqual(GROUPS);
    expect(search('   ')).toEqual(['AF', 'AX', 'CA', 'DE', 'US']);
  });

  it('matches the English name anywhere in it, ignoring case', () => {
    expect(search('GHAN')).toEqual(['AF']);
    expect(search('states')).toEqual(['US']);
  });

  it('ignores accents, so a plain keyboard finds Åland', () => {
    expect(search('aland')).toEqual(['AX']);
  });

  it('matches the Chinese name', () => {
    expect(search('美国')).toEqual(['US']);
    expect(search('富汗')).toEqual(['AF']);
  });

  it('matches the name shown in the reader’s language', () => {
    expect(search('deutsch')).toEqual(['DE']);
  });

  it('matches the phone code from its start, with or without the plus', () => {
    expect(search('93')).toEqual(['AF']);
    expect(search('+93')).toEqual(['AF']);
    expect(search('+1')).toEqual(['CA', 'US']);
    expect(search('4')).toEqual(['DE']);
    // "3" does not find +93 or +358 from the middle of the code.
    expect(search('3')).toEqual(['AX']);
  });

  it('keeps everything for a bare plus, the start of a code', () => {
    expect(search('+')).toHaveLength(5);
  });

  it('matches the country code, ignoring case', () => {
    expect(search('us')).toEqual(['US']);
    expect(search('Ax')).toEqual(['AX']);
  });

  it('drops the groups left empty and keeps the letters of the others', () => {
    expect(searchAreaCodes(GROUPS, 'ca', shown)).toEqual([{ letter: 'C', data: [CA] }]);
  });

  it('finds nothing for a search nothing matches', () => {
    expect(searchAreaCodes(GROUPS, 'atlantis', shown)).toEqual([]);
  });
});
