/**
 * Turns untrusted HTML into HTML safe to put in the page: a TrustedHTML where the browser
 * enforces Trusted Types (innerHTML takes nothing else), else a string.
 */
export type Sanitizer = (html: string) => string | TrustedHTML;

let ready: Sanitizer | null = null;
let loading: Promise<Sanitizer> | null = null;

/** Loads DOMPurify on first use (rule 10) and builds the app's sanitizer once. */
export function loadSanitizer(): Promise<Sanitizer> {
  // DOMPurify and the rules come in one chunk: none of it is needed before server HTML is shown.
  loading ??= import(/* webpackChunkName: "purifier" */ './purifier').then(
    (module) => (ready = module.createSanitizer()),
    (error: unknown) => {
      loading = null; // a failed chunk load may be retried
      throw error;
    },
  );
  return loading;
}

/** The sanitizer if it has loaded already, so a render need not wait a tick. */
export function loadedSanitizer(): Sanitizer | null {
  return ready;
}

/**
 * Sanitises server HTML (rule 9) with DOMPurify: drops scripts, styles, frames, objects,
 * forms, event-handler attributes and `javascript:` URLs, and opens links in a new tab with
 * `rel="noopener noreferrer"`.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  // As text (a TrustedHTML's string is its markup): for callers that read it, not render it.
  return String((await loadSanitizer())(html));
}
