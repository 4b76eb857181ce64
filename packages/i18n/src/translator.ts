import { createEmitter } from './emitter';
import { interpolate, type TranslateOptions } from './interpolate';
import type { Messages } from './namespaces';

export type { TranslateOptions };

/** A message lookup: `t('key')`, `t('ns:key', { name: 'Ann', defaultValue: 'Hi {{name}}' })`. */
export type TFunction = (key: string, options?: TranslateOptions) => string;

/** The members of the i18next instance that the code base uses, kept so no caller changes. */
export interface Translator {
  /** The current language, as given to `changeLanguage`. */
  readonly language: string;
  /** A lookup in the current language and the default namespace. */
  t: TFunction;
  /** A `t` for one namespace and, with `lng`, one language; `null` means the current one. */
  getFixedT(lng: string | null, ns: string | null): TFunction;
  /**
   * Adds messages to a language's namespace (i18next's signature). `overwrite` replaces the
   * messages already there, as does a shallow merge (`deep` false); a deep merge without
   * `overwrite` only adds the missing ones. Messages are kept as flat keys, so a nested object
   * is always merged key by key (i18next's shallow merge would replace it whole).
   */
  addResourceBundle(lng: string, ns: string, messages: Messages, deep?: boolean, overwrite?: boolean): void;
  /** Switches at once (loading the bundles first is the caller's job) and tells the listeners, every time. */
  changeLanguage(lng: string): Promise<void>;
  on(event: 'languageChanged', listener: (lng: string) => void): void;
  store: { on(event: 'added', listener: (lng: string, ns: string) => void): void };
}

export interface TranslatorSettings {
  language: string;
  /** Where a key missing in the current language is looked up next (English). */
  fallbackLanguage: string;
  /** The namespace of a key that names none and of a `t` fixed to none. */
  defaultNamespace: string;
}

/**
 * The translation core of @atrium/i18n, in place of i18next (~15 KB gzip on every first load,
 * for the part of it listed here). It keeps the members of the i18next instance the code base
 * calls, with i18next's behaviour for what our messages use:
 * - `{{name}}` placeholders, unescaped (see `interpolate`);
 * - `ns:key` reaches another namespace (split at the first `:`), a bare key is in the fixed or
 *   default namespace;
 * - a key missing in the language is taken from the fallback language; missing in both, the
 *   `defaultValue` option if given, else the key itself (without its namespace), interpolated
 *   all the same; an empty message is a message;
 * - messages are flat; a nested object is flattened to `a.b` keys on arrival (i18next's default
 *   key separator), which is what the translation check reads too.
 * Not supported because no message uses them: plurals (`count` is a plain value, there are no
 * `_one`/`_other` keys), `$t()` nesting, context, formats, per-call `lng`/`ns` options.
 */
export function createTranslator(settings: TranslatorSettings): Translator {
  const { fallbackLanguage, defaultNamespace } = settings;
  let language = settings.language;
  /** Messages by `language/namespace`, then by flat key. */
  const bundles = new Map<string, Map<string, string>>();
  const events = createEmitter<{ languageChanged: [lng: string] }>();
  const store = createEmitter<{ added: [lng: string, ns: string] }>();

  function lookup(lng: string, ns: string, key: string): string | undefined {
    return bundles.get(`${lng}/${ns}`)?.get(key);
  }

  function translate(lng: string, fixedNamespace: string, fullKey: string, options?: TranslateOptions): string {
    const colon = fullKey.indexOf(':');
    const ns = colon < 0 ? fixedNamespace : fullKey.slice(0, colon);
    const key = colon < 0 ? fullKey : fullKey.slice(colon + 1);
    const fallback = options?.defaultValue;
    const text = lookup(lng, ns, key) ?? lookup(fallbackLanguage, ns, key) ?? (typeof fallback === 'string' ? fallback : key);
    return interpolate(text, options);
  }

  function put(target: Map<string, string>, messages: Messages, keep: boolean, prefix = ''): void {
    for (const [name, value] of Object.entries(messages)) {
      const key = prefix + name;
      if (typeof value !== 'string') put(target, value, keep, `${key}.`);
      else if (!(keep && target.has(key))) target.set(key, value);
    }
  }

  return {
    get language() {
      return language;
    },
    t: (key, options) => translate(language, defaultNamespace, key, options),
    getFixedT: (lng, ns) => (key, options) => translate(lng ?? language, ns ?? defaultNamespace, key, options),
    addResourceBundle(lng, ns, messages, deep = false, overwrite = false) {
      const id = `${lng}/${ns}`;
      let target = bundles.get(id);
      if (!target) bundles.set(id, (target = new Map()));
      put(target, messages, deep && !overwrite);
      store.emit('added', lng, ns);
    },
    async changeLanguage(lng) {
      language = lng;
      events.emit('languageChanged', lng);
    },
    on: events.on,
    store: { on: store.on },
  };
}
