import { onResizeSettled } from './on-resize-settled';

/** Spec §9: the root font size is the viewport width / 10, the width capped at 540 × device pixel ratio. */
export function rootFontSize(viewportWidth: number, devicePixelRatio: number): number {
  return Math.min(viewportWidth, 540 * devicePixelRatio) / 10;
}

/** Spec §9: the rem recalculation is debounced 300 ms. */
export const REM_DEBOUNCE_MS = 300;

export function watchRootFontSize(win: Window = window): () => void {
  const apply = () => {
    win.document.documentElement.style.fontSize = `${rootFontSize(win.innerWidth, win.devicePixelRatio || 1)}px`;
  };
  return onResizeSettled(apply, REM_DEBOUNCE_MS, win);
}
