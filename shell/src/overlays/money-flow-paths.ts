import { returnToOf } from '@atrium/platform/detour';

/**
 * The screens where money is being moved (a form half filled, a confirmation coming): the
 * popups that open by themselves (the DeFi activity offer, the announcement) wait until the
 * user is elsewhere. Withdraw, deposit, swap, transfer, and the trading order forms.
 */
export const MONEY_FLOW_PATHS: ReadonlySet<string> = new Set([
  '/withdraw',
  '/withdraw-apply',
  '/recharge',
  '/recharge-apply',
  '/swap',
  '/transfer',
  '/trade',
  '/tradeU',
  '/tradeBB',
]);

/**
 * Whether the screen at `pathname` and `search` is in a money flow: one of its screens, or a
 * detour taken from one (setting the fund password in the middle of a withdrawal carries
 * `?returnTo=/withdraw-apply…`).
 */
export function inMoneyFlow(pathname: string, search: string): boolean {
  if (MONEY_FLOW_PATHS.has(pathname)) return true;
  const from = returnToOf(search);
  return from !== null && MONEY_FLOW_PATHS.has(new URL(from, 'https://atrium.invalid').pathname);
}
