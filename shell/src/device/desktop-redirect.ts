import type { TenantFlags } from '@atrium/platform';
import { onResizeSettled } from './on-resize-settled';

/** Spec §9: the mobile breakpoint. Wider than this is the desktop's. */
export const MOBILE_MAX_WIDTH = 690;
/** Spec §9: the shell's resize debounce. */
export const REDIRECT_DEBOUNCE_MS = 150;

/**
 * Where a page at `href`, `width` px wide, belongs (spec §1), or null where it is. Wider than
 * 690 px, anything off the desktop origin moves there; at 690 px or less, the desktop origin moves
 * to the mobile origin. An empty origin leaves its direction off.
 */
export function redirectTarget(href: string, width: number, { desktopOrigin, mobileOrigin }: TenantFlags['desktopRedirect']): string | null {
  const url = new URL(href);
  const wide = width > MOBILE_MAX_WIDTH;
  const target = wide ? desktopOrigin : mobileOrigin;
  const moves = wide ? url.origin !== desktopOrigin : url.origin === desktopOrigin;
  // The same path, query and hash on the other origin: a shared link keeps its place.
  return target && moves ? target + url.pathname + url.search + url.hash : null;
}

/**
 * Checks at once, then after each burst of resizes. `location.replace`, so Back does not return
 * to the origin the page just left.
 */
export function watchDesktopRedirect(origins: TenantFlags['desktopRedirect'], win: Window = window): () => void {
  return onResizeSettled(() => {
    const target = redirectTarget(win.location.href, win.innerWidth, origins);
    if (target) win.location.replace(target);
  }, REDIRECT_DEBOUNCE_MS, win);
}
