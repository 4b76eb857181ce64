import type { AreaCode, AreaCodeGroup } from './area-code';

/** Lower case without accents, so "aland" finds "Åland" and "COTE" finds "Côte d'Ivoire". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase().trim();
}

function matches(entry: AreaCode, shownName: string, query: string): boolean {
  const digits = query.replace(/^\+/, '');
  // A bare "+" is the start of a code: everything still matches.
  if (digits === '') return true;
  if (/^\d+$/.test(digits)) return entry.phoneCode.startsWith(digits);
  return (
    fold(entry.countryCode).startsWith(query) ||
    [entry.englishName, entry.chineseName, shownName].some((name) => fold(name).includes(query))
  );
}

/**
 * The groups whose entries match a search (spec §2): by English name, Chinese name or the
 * name shown in the reader's language (anywhere in the name), by phone code (from its start,
 * with or without "+"), or by country code (from its start); case and accents ignored.
 * Groups left empty are dropped; an empty search keeps everything.
 */
export function searchAreaCodes(
  groups: readonly AreaCodeGroup[],
  search: string,
  nameOf: (entry: AreaCode) => string,
): AreaCodeGroup[] {
  const query = fold(search);
  if (query === '') return [...groups];
  return groups
    .map((group) => ({ letter: group.letter, data: group.data.filter((entry) => matches(entry, nameOf(entry), query)) }))
    .filter((group) => group.data.length > 0);
}
