import type { Locale } from '../../../i18n.js';

/** One language's text of a notice. `{brand}` is replaced by the tenant's display name. */
export interface LocalisedText {
  title: string;
  summary: string;
  /** Server HTML: <p>, <h3>, <ul>, <strong>, <a href>; never script (the front end sanitises anyway). */
  content: string;
}

/** Every notice has English, the fallback for any other language. */
export type Translations = { en: LocalisedText } & Partial<Record<Locale, LocalisedText>>;

export interface NoticeSeed {
  key: string;
  modelKey?: string;
  imgUrl?: string;
  /** How long before the seed time it was published: orders the lists (newest first). */
  hoursAgo: number;
  text: Translations;
}

export interface RuleSeed {
  key: string;
  sort: number;
  text: { en: Omit<LocalisedText, 'summary'> } & Partial<Record<Locale, Omit<LocalisedText, 'summary'>>>;
}
