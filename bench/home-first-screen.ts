/**
 * /home cold and warm under the mobile profile with its first screen in the HTML and without it
 * (the static host's development hook turns it off: the page as it was before, issue 24), loads
 * interleaved in one run so both see the same machine. `pnpm exec tsx bench/home-first-screen.ts
 * [rounds]` on a built workspace (PORT, default 8230, and the two ports after it and PORT + 10).
 */
import { launchChromium, servePlatform } from './bench-platform';
import { measureLoads, type LoadMeasure, type Screen } from './page-loads';

const HOME: Screen = { path: '/home', content: '[data-testid="coin-btcusdt"]', signedIn: false };
const rounds = Number(process.argv[2] ?? 3);
const port = Number(process.env.PORT ?? 8230);

const platform = await servePlatform(port);
const browser = await launchChromium();
const firstScreen = async (on: boolean) => {
  const response = await fetch(`${platform.base}/__first-screen`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ delayMs: 0, off: !on }) });
  if (response.status !== 204) throw new Error(`the first-screen hook answered ${response.status}`);
  // Read once, so the measured load finds the reading kept (as every visit but a tenant's first does).
  if (on) while (!(await (await fetch(`${platform.base}/home`)).text()).includes('data-atrium-first-banner'));
};
const results: Record<'with' | 'without', { cold: LoadMeasure; warm: LoadMeasure }[]> = { with: [], without: [] };
try {
  for (let round = 0; round < rounds; round++) {
    for (const variant of round % 2 === 0 ? (['without', 'with'] as const) : (['with', 'without'] as const)) {
      await firstScreen(variant === 'with');
      results[variant].push(await measureLoads(browser, platform.base, HOME, undefined));
    }
  }
} finally {
  await browser.close();
  platform.stop();
}

const ms = (value: number | null) => (value === null ? '   -' : String(Math.round(value)).padStart(5));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
for (const variant of ['without', 'with'] as const) {
  for (const kind of ['cold', 'warm'] as const) {
    const loads = results[variant].map((pair) => pair[kind]);
    const each = loads.map((load) => `LCP ${ms(load.lcpMs)} FCP ${ms(load.fcpMs)} CLS ${load.cls.toFixed(3)}`).join(' | ');
    console.log(`${variant.padEnd(7)} ${kind}: median LCP ${ms(median(loads.map((l) => l.lcpMs ?? Infinity)))} FCP ${ms(median(loads.map((l) => l.fcpMs ?? Infinity)))} CLS ${median(loads.map((l) => l.cls)).toFixed(3)}  (${each})`);
  }
}
