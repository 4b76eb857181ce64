/**
 * The tap on Markets (tap-to-content.ts) on two or more platforms that are already being served,
 * interleaved under the mobile profile, with idle preloading: for A/B of a lever in a few
 * minutes. Prints the median and p75 per variant, with each tap in ms.
 *
 *   ROUNDS=12 pnpm exec tsx bench/ab-taps.ts old=http://localhost:8640 new=http://localhost:8760
 */
import { launchChromium } from './bench-platform';
import { resetData } from './demo-session';
import { measureTapToContent } from './tap-to-content';
import { percentile } from './perf-report';

const variants = process.argv.slice(2).filter((arg) => arg.includes('=')).map((arg) => arg.split(/=(.*)/s).slice(0, 2) as [string, string]);
if (variants.length < 2) throw new Error('ab-taps wants two or more name=url');
const rounds = Number(process.env.ROUNDS ?? 10);

const browser = await launchChromium();
const taps = new Map<string, number[]>(variants.map(([name]) => [name, []]));
try {
  for (const [name, base] of variants) if (!(await resetData(base))) console.log(`${name}: no development reset at ${base}; its data is measured as it is`);
  for (let round = 0; round < rounds; round++) {
    for (const [name, base] of round % 2 ? [...variants].reverse() : variants) {
      taps.get(name)!.push(Math.round(await measureTapToContent(browser, base, 'preloaded')));
    }
  }
} finally {
  await browser.close();
}
for (const [name, list] of taps) console.log(`${name}: median ${percentile(list, 50)} p75 ${percentile(list, 75)} [${list.join(' ')}]`);
