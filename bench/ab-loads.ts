/**
 * Cold loads of two or more platforms that are already being served, interleaved under the mobile
 * profile: for A/B of a lever on a quiet machine in a few minutes, where `pnpm bench --variant`
 * takes most of an hour. Each round loads every screen on every variant (the order alternates
 * between rounds), in a fresh context (signed in as demo where the screen is), and records when
 * the screen's content showed, LCP, and TBT (long tasks from FCP until 2.5 s after the content).
 * Prints medians per screen and variant, with each run as shown/LCP.
 *
 *   (cd <checkout A> && PORT=8640 ATRIUM_MODE=development DATA_DIR=memory pnpm serve) &
 *   (cd <checkout B> && PORT=8760 ATRIUM_MODE=development DATA_DIR=memory pnpm serve) &
 *   ROUNDS=3 PAGES=/home,/assets pnpm exec tsx bench/ab-loads.ts old=http://localhost:8640 new=http://localhost:8760
 */
import { launchChromium } from './bench-platform';
import { inTurn, resetVariants, variantsFromArgs } from './ab-variants';
import { demoStorage } from './demo-session';
import { mobileContext, throttle } from './mobile-profile';
import { installProbe, readProbe, shownAt } from './page-probe';
import { SCREENS } from './screens';

/** How long after the content shows long tasks still count towards TBT. */
const AFTER_CONTENT_MS = 2500;

interface Run {
  shown: number;
  lcp: number;
  tbt: number;
}

const variants = variantsFromArgs('ab-loads wants two or more name=url');
const rounds = Number(process.env.ROUNDS ?? 3);
const only = process.env.PAGES?.split(',');
const screens = SCREENS.filter((screen) => !only || only.includes(screen.path));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const browser = await launchChromium();
const runs = new Map<string, Map<string, Run[]>>();
try {
  await resetVariants(variants);
  const storage = new Map(await Promise.all(variants.map(async ([name, base]) => [name, await demoStorage(base)] as const)));
  for (let round = 0; round < rounds; round++) {
    for (const screen of screens) {
      for (const [name, base] of inTurn(variants, round)) {
        const context = await browser.newContext({ ...mobileContext, storageState: screen.signedIn ? storage.get(name) : undefined });
        const page = await context.newPage();
        await installProbe(page);
        await throttle(await context.newCDPSession(page));
        await page.goto(base + screen.path, { waitUntil: 'commit' });
        const shown = await shownAt(page, screen.content);
        await page.waitForTimeout(AFTER_CONTENT_MS);
        const probe = await readProbe(page);
        const tbt = probe.longTasks.filter((task) => task.start >= (probe.fcp ?? 0)).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
        const byVariant = runs.get(screen.path) ?? new Map<string, Run[]>();
        runs.set(screen.path, byVariant.set(name, [...(byVariant.get(name) ?? []), { shown: Math.round(shown), lcp: Math.round(probe.lcp ?? 0), tbt: Math.round(tbt) }]));
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
for (const [path, byVariant] of runs) {
  const columns = [...byVariant].map(([name, list]) => {
    const each = list.map((run) => `${run.shown}/${run.lcp}`).join(' ');
    return `${name}: shown ${median(list.map((r) => r.shown))} LCP ${median(list.map((r) => r.lcp))} TBT ${median(list.map((r) => r.tbt))} [${each}]`;
  });
  console.log(`${path}  ${columns.join(' | ')}`);
}
