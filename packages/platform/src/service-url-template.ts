import { DEEP_LINK_SCHEMES } from './service-callbacks';
import { externalUrl } from './external-url';

/** Who is asking, filled into a service URL at tap time. */
export interface ServiceContext {
  /** The signed-in user's id, '' for a visitor. */
  userId: string;
  /** The page's language code. */
  lang: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Fills `{userId}` and `{lang}` (each encoded as a URI component). Any other placeholder makes
 * the template unusable (null): a typo must not send a literal "{user}" to a support desk.
 */
export function fillServiceTemplate(template: string, context: ServiceContext): string | null {
  let unknown = false;
  const filled = template.replace(PLACEHOLDER, (_, name: string) => {
    if (name === 'userId' || name === 'lang') return encodeURIComponent(context[name]);
    unknown = true;
    return '';
  });
  return unknown ? null : filled;
}

/** A filled template that is a web address (checked like every external URL), or null. */
export function serviceWebUrl(template: string | undefined, context: ServiceContext): string | null {
  if (!template) return null;
  const filled = fillServiceTemplate(template, context);
  return filled === null ? null : externalUrl(filled);
}

/** A filled deep link whose scheme is on the allow-list, or null. */
export function serviceDeepLink(template: string, context: ServiceContext): string | null {
  const filled = fillServiceTemplate(template.trim(), context);
  if (filled === null) return null;
  try {
    const url = new URL(filled);
    return (DEEP_LINK_SCHEMES as readonly string[]).includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
