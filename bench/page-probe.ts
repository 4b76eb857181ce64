/**
 * What the page reports about itself, installed before the app's first script
 * (`page.addInitScript`): paints (FCP, LCP), layout shifts (CLS), long tasks and interactions
 * (Event Timing), each from a PerformanceObserver with `buffered: true`, and the time a tap
 * began and an element first showed. Plain source text: tsx would decorate a function passed
 * to the page with helpers the page does not have.
 */
import type { Page } from 'playwright-core';

export interface ProbeReadout {
  /** Page clock now (ms since navigation start). */
  now: number;
  fcp: number | null;
  lcp: number | null;
  /** Largest session window of shifts without recent input (the CLS definition). */
  cls: number;
  longTasks: { start: number; duration: number }[];
  /** Longest event duration per interaction (interactionId), in the order they happened. */
  interactions: number[];
  /** When the last pointerdown began (its event time stamp). */
  tapAt: number | null;
}

const PROBE = `(() => {
  const probe = { fcp: null, lcp: null, shifts: [], longTasks: [], interactions: new Map(), tapAt: null };
  const observe = (type, take, extra) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true, ...extra });
    } catch {
      /* an entry type this browser lacks stays empty */
    }
  };
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') probe.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => { probe.lcp = e.startTime; });
  observe('layout-shift', (e) => { if (!e.hadRecentInput) probe.shifts.push({ start: e.startTime, value: e.value }); });
  observe('longtask', (e) => { probe.longTasks.push({ start: e.startTime, duration: e.duration }); });
  observe('event', (e) => {
    if (!e.interactionId) return;
    probe.interactions.set(e.interactionId, Math.max(probe.interactions.get(e.interactionId) ?? 0, e.duration));
  }, { durationThreshold: 16 });
  addEventListener('pointerdown', (e) => { probe.tapAt = e.timeStamp; }, { capture: true });

  // Session windows: shifts under 1 s apart, a window at most 5 s long; CLS is the largest window.
  const cls = () => {
    let largest = 0, sum = 0, first = 0, last = -Infinity;
    for (const s of probe.shifts) {
      if (s.start - last > 1000 || s.start - first > 5000) { sum = 0; first = s.start; }
      sum += s.value;
      last = s.start;
      largest = Math.max(largest, sum);
    }
    return largest;
  };
  const shown = (selector) => {
    const el = document.querySelector(selector);
    if (!el) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  window.__perf = {
    read: () => ({ now: performance.now(), fcp: probe.fcp, lcp: probe.lcp, cls: cls(), longTasks: probe.longTasks, interactions: [...probe.interactions.values()], tapAt: probe.tapAt }),
    forgetInteractions: () => probe.interactions.clear(),
    /** Resolves with the page time of the first frame in which an element matching selector has a box. */
    shownAt: (selector) => new Promise((resolve) => {
      const check = () => (shown(selector) ? resolve(performance.now()) : requestAnimationFrame(check));
      check();
    }),
    /** Two frames and a task later: Event Timing entries of what came before have been delivered. */
    settled: () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  };
})();`;

export async function installProbe(page: Page): Promise<void> {
  await page.addInitScript({ content: PROBE });
}

type Perf = { __perf: { read(): ProbeReadout; forgetInteractions(): void; shownAt(selector: string): Promise<number>; settled(): Promise<void> } };

export const readProbe = (page: Page) => page.evaluate(() => (window as unknown as Perf).__perf.read());
export const forgetInteractions = (page: Page) => page.evaluate(() => (window as unknown as Perf).__perf.forgetInteractions());
/** Page time at which `selector` first showed; fails after `timeoutMs` (a screen that never draws is a broken run). */
export function shownAt(page: Page, selector: string, timeoutMs = 60_000): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${selector} did not show on ${page.url()} within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  const shown = page.evaluate((s) => (window as unknown as Perf).__perf.shownAt(s), selector);
  return Promise.race([shown, late]).finally(() => clearTimeout(timer));
}
export const settled = (page: Page) => page.evaluate(() => (window as unknown as Perf).__perf.settled());
