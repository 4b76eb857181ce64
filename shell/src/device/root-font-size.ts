import { onResizeSettled } from './on-resize-settled';

/** Spec §1/§9: the mobile column's widest; the root font size stops growing with it. */
export const COLUMN_MAX_WIDTH = 540;

/**
 * The root font size: a tenth of the CSS viewport width, the width capped at the 540 px column,
 * at every pixel ratio. The original's "540 × device pixel ratio" cap belonged to a viewport
 * scaled by 1/dpr, which this app does not use: applied to CSS pixels it doubled the text of a
 * dpr-2 tablet. The HTML placeholder (`min(100vw / 10, 54px)` in index.html) is the same rule,
 * so the page does not jump when this script takes over.
 */
export function rootFontSize(viewportWidth: number): number {
  return Math.min(viewportWidth, COLUMN_MAX_WIDTH) / 10;
}

/** Spec §9: the rem recalculation is debounced 300 ms. */
export const REM_DEBOUNCE_MS = 300;

export function watchRootFontSize(win: Window = window): () => void {
  const apply = () => {
    win.document.documentElement.style.fontSize = `${rootFontSize(win.innerWidth)}px`;
  };
  return onResizeSettled(apply, REM_DEBOUNCE_MS, win);
}
