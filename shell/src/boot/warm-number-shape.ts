import { formatPercent } from '@atrium/ui';
import { yieldToMain } from './yield-to-main';

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

/**
 * The same in a task of its own after the current one: for a remote's page, whose figures are
 * drawn once its code is in, while that code is still on the network. Its first render would
 * otherwise pay for it (43–68 ms on a cold /quote or /defi under the mobile profile).
 */
export async function warmNumberShapeSoon(): Promise<void> {
  await yieldToMain();
  warmNumberShape();
}
