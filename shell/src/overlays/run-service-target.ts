import type { ServiceTarget } from '@atrium/platform';

/**
 * Opens what a customer-service entry leads to: a link replaces the page (spec §4's redirect),
 * a chat widget opens in a new tab without a handle back to this page, a messenger deep link
 * hands over to its app, and a framed widget goes to `openFrame` (the shell's sheet).
 */
export function runServiceTarget(target: ServiceTarget, openFrame: (url: string) => void): void {
  switch (target.kind) {
    case 'frame':
      return openFrame(target.url);
    case 'tab':
      window.open(target.url, '_blank', 'noopener,noreferrer');
      return;
    case 'link':
    case 'deep-link':
      return window.location.assign(target.url);
  }
}
