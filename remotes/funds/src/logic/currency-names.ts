/**
 * Currency names in the reader's language ("euro" for EUR), for the display-currency picker's
 * search. One `Intl.DisplayNames` per language, kept: /assets named 25 currencies on every render
 * and built a DisplayNames for each, 58 ms of its first render on the mobile profile's CPU (a CPU
 * profile of a cold /assets), in the task that draws the balances.
 */
const byLanguage = new Map<string, Intl.DisplayNames | null>();

function namesIn(language: string): Intl.DisplayNames | null {
  if (!byLanguage.has(language)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames(language, { type: 'currency' });
    } catch {
      // A browser without DisplayNames or without this language: the codes stand for the names.
    }
    byLanguage.set(language, names);
  }
  return byLanguage.get(language) ?? null;
}

/** The name of `code` in `language` (a BCP 47 tag); the code itself when the browser has none. */
export function currencyName(code: string, language: string): string {
  try {
    return namesIn(language)?.of(code) ?? code;
  } catch {
    return code;
  }
}
