import type { ShellPageModule } from './shell-routes';

/**
 * The lazily loaded shell pages that an address can open signed out (their routes are public):
 * the router loads them on visit, and the entry starts loading the one the address names at once,
 * beside the app's own chunks (boot/start-shell-page.ts), rather than after the router has run.
 * Import-free but for the pages themselves, so the entry can hold it.
 */
export const PUBLIC_SHELL_PAGES = {
  '/sign-in': () => import('../pages/sign-in/sign-in-page'),
  '/sign-up': () => import('../pages/sign-up/sign-up-page'),
  '/forgot-password': () => import('../pages/forgot-password/forgot-password-page'),
  '/sign-in-wallet': () => import('../pages/wallet/sign-in-wallet-page'),
  '/no-wallet': () => import('../pages/wallet/no-wallet-page'),
  '/language-selection': () => import('../pages/language-selection/language-selection-page'),
} satisfies Record<string, () => Promise<ShellPageModule>>;

export type PublicShellPath = keyof typeof PUBLIC_SHELL_PAGES;
