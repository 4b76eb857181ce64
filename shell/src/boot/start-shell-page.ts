import { PUBLIC_SHELL_PAGES, type PublicShellPath } from '../routing/public-shell-pages';

/**
 * Starts loading the shell page the address names (/sign-in from a link), in parallel with the
 * tenant config and the app's own chunks: the router would ask for it only once the boot has run,
 * two round trips later (its code, then its messages). The router's own load then finds it
 * loaded, or loading; a failure here is left to it (it shows the route's error and can retry).
 */
export function startShellPage(pathname: string, pages: Record<PublicShellPath, () => Promise<unknown>> = PUBLIC_SHELL_PAGES): void {
  if (!Object.hasOwn(pages, pathname)) return;
  pages[pathname as PublicShellPath]().catch(() => undefined);
}
