import type { CountryCode, CountryCodeGroup } from '../contract.js';
import { DIALLING_CODES } from './dialling-codes.js';

const english = new Intl.DisplayNames(['en'], { type: 'region' });
const chinese = new Intl.DisplayNames(['zh-Hans'], { type: 'region' });

/**
 * The area-code list of `GET /api/user/getCountryCode` (spec §3 "Country code group"): one group
 * per first letter of the English name, countries sorted by that name, names from the
 * runtime's CLDR data so they are right and never hand-typed.
 */
function build(): CountryCodeGroup[] {
  const entries: CountryCode[] = Object.entries(DIALLING_CODES).map(([countryCode, phoneCode]) => ({
    englishName: english.of(countryCode) ?? countryCode,
    chineseName: chinese.of(countryCode) ?? countryCode,
    phoneCode,
    countryCode,
  }));
  entries.sort((a, b) => a.englishName.localeCompare(b.englishName, 'en'));
  const groups = new Map<string, CountryCode[]>();
  for (const entry of entries) {
    // Å (Åland) files under A, as a reader looks for it.
    const letter = entry.englishName.normalize('NFD').charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), entry]);
  }
  return [...groups].map(([letter, data]) => ({ letter, data }));
}

/** Built once: the list never changes while the server runs. */
export const COUNTRY_CODE_GROUPS: readonly CountryCodeGroup[] = build();
