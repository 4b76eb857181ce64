/**
 * The tenant's named customer-service actions (spec §4: an entry may carry a `callback`). A
 * callback is a name the server sends; what it does is configured here, in the tenant's
 * config.js, never code from the server: nothing is injected into the page, so CSP and Trusted
 * Types stay as strict as they are.
 * - `{ open: 'tab', url }`: a chat widget's page in a new tab.
 * - `{ open: 'frame', url }`: the widget in a sandboxed frame inside a bottom sheet (scripts,
 *   forms and popups, never same-origin rights); the static host allows its origin in
 *   `frame-src` and nothing else.
 * - `{ deepLink }`: a messenger link of a scheme on `DEEP_LINK_SCHEMES`.
 * URLs and deep links may use the placeholders `{userId}` and `{lang}` (service-url-template.ts).
 */
export type ServiceCallback = { open: 'tab' | 'frame'; url: string } | { deepLink: string };

export type ServiceCallbacks = Readonly<Record<string, ServiceCallback>>;

/**
 * Messenger and mail schemes a deep link may use: Telegram, WhatsApp, LINE, Viber, Skype, and
 * mail. A scheme not listed (javascript:, data:, intent:, file:…) is never opened.
 */
export const DEEP_LINK_SCHEMES = ['tg:', 'whatsapp:', 'line:', 'viber:', 'skype:', 'mailto:'] as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function readOne(name: string, raw: unknown, problems: string[]): ServiceCallback | null {
  const fail = (why: string) => (problems.push(`serviceCallbacks.${name}: ${why} (ignored)`), null);
  if (!isObject(raw)) return fail('must be an object');
  if (typeof raw.deepLink === 'string') return { deepLink: raw.deepLink };
  if ((raw.open === 'tab' || raw.open === 'frame') && typeof raw.url === 'string') return { open: raw.open, url: raw.url };
  return fail('needs "deepLink", or "open" (tab or frame) with "url"');
}

/** Reads `serviceCallbacks` of config.js; what does not fit is left out and noted in `problems`. */
export function readServiceCallbacks(raw: unknown, problems: string[]): ServiceCallbacks {
  if (raw === undefined) return {};
  if (!isObject(raw)) {
    problems.push('"serviceCallbacks" must be an object of named actions (ignored)');
    return {};
  }
  const out: Record<string, ServiceCallback> = {};
  for (const [name, value] of Object.entries(raw)) {
    const callback = readOne(name, value, problems);
    if (callback) out[name] = callback;
  }
  return out;
}
