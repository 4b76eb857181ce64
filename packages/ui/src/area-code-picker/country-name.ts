import { localeTag, type Locale } from '@atrium/i18n';
import type { AreaCode } from './area-code';

const namers = new Map<Locale, Intl.DisplayNames | null>();

function namerFor(locale: Locale): Intl.DisplayNames | null {
  if (!namers.has(locale)) {
    let namer: Intl.DisplayNames | null = null;
    try {
      // fallback 'none': an unknown region gives undefined instead of echoing its code.
      namer = new Intl.DisplayNames([localeTag(locale)], { type: 'region', fallback: 'none' });
    } catch {
      // A runtime without Intl.DisplayNames: the names the data carries are used.
    }
    namers.set(locale, namer);
  }
  return namers.get(locale)!;
}

/**
 * A country's name in the reader's language (spec §2: "shows the name in the current
 * language"). The browser's own region names cover every locale; where it has none, Chinese
 * readers get the data's Chinese name and everyone else the English one.
 */
export function countryName(entry: AreaCode, locale: Locale): string {
  let name: string | undefined;
  try {
    name = namerFor(locale)?.of(entry.countryCode);
  } catch {
    // A malformed country code (RangeError): fall back to the data's names.
  }
  if (name) return name;
  if ((locale === 'zh' || locale === 'tw') && entry.chineseName) return entry.chineseName;
  return entry.englishName;
}
