/**
 * At most one repaint of the quote list's rows per this many ms. A list row shows every tick of
 * a normal market (the reference venue ticks once a second); in a storm (dozens of ticks a second
 * per symbol, as the quote benchmark sends) no one can read more than a few prices a second.
 */
export const ROW_REFRESH_MS = 250;

const waiting = new Set<() => void>();
let lastRound = Number.NEGATIVE_INFINITY;
let scheduled = false;

function repaintAll() {
  scheduled = false;
  lastRound = performance.now();
  const repaints = [...waiting];
  waiting.clear();
  for (const repaint of repaints) repaint();
}

/**
 * Asks for a row's repaint in the next round. Every row that asks before the round is repainted
 * in it, in one task, so React renders them together in one commit and the browser lays them out
 * and paints them once: a row repainting on a clock of its own made one commit, layout and paint
 * per row, and forty rows made forty a round. A round comes at once after a quiet spell (the
 * first tick shows without delay: a microtask, so the other rows the hub delivers in the same
 * animation frame join it), then at most every ROW_REFRESH_MS; it reads each row's last price.
 */
export function requestRowRepaint(repaint: () => void): void {
  waiting.add(repaint);
  if (scheduled) return;
  scheduled = true;
  // Never longer than a period, whatever the clock did meanwhile.
  const wait = Math.min(lastRound + ROW_REFRESH_MS - performance.now(), ROW_REFRESH_MS);
  if (wait <= 0) queueMicrotask(repaintAll);
  else setTimeout(repaintAll, wait);
}

/** Withdraws a row's request (the row unmounted or changed symbol). */
export function cancelRowRepaint(repaint: () => void): void {
  waiting.delete(repaint);
}
