import purify, { type Config } from 'dompurify';
import type { Sanitizer } from './sanitize-html';

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

/** The app's sanitizer: a private DOMPurify instance with its rules, proven to work before use. */
export function createSanitizer(): Sanitizer {
  // A private instance: its hook must not change how anyone else's DOMPurify behaves.
  const instance = purify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() === 'a' && (node.hasAttribute('href') || node.hasAttribute('xlink:href'))) {
      // Links in server HTML leave the app and must not reach back into it (window.opener).
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  // TrustedHTML where the browser has Trusted Types (the static host's CSP requires it for
  // innerHTML; DOMPurify's own policy, `dompurify`, is the one the CSP names), a string elsewhere.
  const sanitize: Sanitizer = (html) => instance.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: true });
  // DOMPurify fails open: where it cannot run (isSupported false) or the DOM misreports node
  // names (happy-dom#2182) it returns dangerous markup. Prove it works once, or refuse.
  const probe = String(sanitize(PROBE));
  if (!probe.startsWith('<p>a</p>') || PROBE_DANGER.test(probe)) {
    throw new Error('HTML sanitizer unavailable in this environment');
  }
  return sanitize;
}
