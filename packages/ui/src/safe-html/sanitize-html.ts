import type { Config } from 'dompurify';

/** Turns untrusted HTML into HTML safe to put in the page. */
type Sanitizer = (html: string) => string;

// Elements that run code, restyle the page, embed other documents or collect input.
const FORBID_TAGS = [
  'script', 'style', 'link', 'meta', 'base', 'iframe', 'frame', 'frameset', 'object', 'embed',
  'applet', 'form', 'input', 'button', 'textarea', 'select', 'option', 'noscript', 'template',
];

const CONFIG: Config = {
  FORBID_TAGS,
  FORBID_ATTR: ['srcdoc', 'formaction', 'action', 'ping'],
  ALLOW_DATA_ATTR: false,
  // DOMPurify already drops on* handlers and javascript:/vbscript:/data: links (ALLOWED_URI_REGEXP).
};

// No inline event handler in the probe: Chrome reports one to the page's CSP even while an inert
// DOMParser document parses it, and the probe runs on every page that shows server HTML.
const PROBE = '<p>a</p><script>1</script><a href="javascript:1">b</a>';
const PROBE_DANGER = /script|javascript:/i;

let ready: Sanitizer | null = null;
let loading: Promise<Sanitizer> | null = null;

function create(purify: typeof import('dompurify').default): Sanitizer {
  // A private instance: its hook must not change how anyone else's DOMPurify behaves.
  const instance = purify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() === 'a' && (node.hasAttribute('href') || node.hasAttribute('xlink:href'))) {
      // Links in server HTML leave the app and must not reach back into it (window.opener).
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  const sanitize: Sanitizer = (html) => instance.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
  // DOMPurify fails open: where it cannot run (isSupported false) or the DOM misreports node
  // names (happy-dom#2182) it returns dangerous markup. Prove it works once, or refuse.
  const probe = sanitize(PROBE);
  if (!probe.startsWith('<p>a</p>') || PROBE_DANGER.test(probe)) {
    throw new Error('HTML sanitizer unavailable in this environment');
  }
  return sanitize;
}

/** Loads DOMPurify on first use (rule 10) and builds the app's sanitizer once. */
export function loadSanitizer(): Promise<Sanitizer> {
  loading ??= import('dompurify').then(
    (module) => (ready = create(module.default)),
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
  return (await loadSanitizer())(html);
}
