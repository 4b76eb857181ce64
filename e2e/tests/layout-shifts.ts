import type { Page } from '@playwright/test';

/** Adds up every layout shift a page makes without a user's input, from its document's first frame (call before it loads). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShifts: number };
    w.__layoutShifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__layoutShifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far, read two frames on (a frame's layout-shift entries are delivered after it). */
export const layoutShiftsSoFar = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { __layoutShifts: number }).__layoutShifts))),
      ),
  );
