import { formatPercent } from '@atrium/ui';

/**
 * Works out how the page's language writes numbers (its marks, groups, sign and percent
 * patterns, which the UI kit reads from Intl once per locale and keeps: locale-digits.ts) now,
 * in the task it is called in. The page's first Intl number formats load the locale's data:
 * in a cold /home's trace under the mobile profile that was 44 % of the longest task of the
 * first render (100 ms of CPU), a slice React cannot cut, while the boot had nothing to do but
 * wait for the first screen's reads. Only a first screen that shows figures wants it early.
 */
export function warmNumberShape(): void {
  formatPercent('0');
}
