/**
 * Runs `apply` at once, then once after each burst of resizes has been quiet for `delayMs`
 * (spec §9 debounces: 300 ms for the root font size, 150 ms for the shell's redirect), so
 * dragging a window edge does the work once. Returns the stop.
 */
export function onResizeSettled(apply: () => void, delayMs: number, win: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(apply, delayMs);
  };
  apply();
  win.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    win.removeEventListener('resize', onResize);
  };
}
