import type { Banner, BannerHeadline } from '@atrium/api';
import { DEFAULT_LOCALE, type Locale } from '@atrium/i18n';

/** A banner's headline as the screen draws it, and the language it is in. */
export interface ShownHeadline extends BannerHeadline {
  lang: Locale;
}

/**
 * The headline of a banner in the reader's language, else in English (the server's fallback,
 * said as such so the screen marks it), else none: a banner from a server before issue 19, whose
 * picture has its words in it.
 */
export function bannerHeadline(banner: Banner, locale: Locale): ShownHeadline | null {
  const own = banner.headlines?.[locale];
  if (own) return { ...own, lang: locale };
  const english = banner.headlines?.[DEFAULT_LOCALE];
  return english ? { ...english, lang: DEFAULT_LOCALE } : null;
}
