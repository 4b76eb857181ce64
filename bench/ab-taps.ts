/**
 * The tap on Markets (tap-to-content.ts) on two or more platforms that are already being served,
 * interleaved under the mobile profile, with idle preloading: for A/B of a lever in a few
 * minutes. Prints the median and p75 per variant, with each tap in ms.
 *
 *   ROUNDS=12 pnpm exec tsx bench/ab-taps.ts old=http://localhost:8640 new=http://localhost:8760
 */
import { launchChromium } from './bench-platform';
import { inTurn, resetVariants, variantsFromArgs } from './ab-variants';
import { measureTapToContent } from './tap-to-content';
import { percentile } from './perf-report';

const variants = variantsFromArgs('ab-taps wants two or more name=url');
const rounds = Number(process.env.ROUNDS ?? 10);

const browser = await launchChromium();
const taps = new Map<string, number[]>(variants.map(([name]) => [name, []]));
try {
  await resetVariants(variants);
  for (let round = 0; round < rounds; round++) {
    for (const [name, base] of inTurn(variants, round)) {
      taps.get(name)!.push(Math.round(await measureTapToContent(browser, base, 'preloaded')));
    }
  }
} finally {
  await browser.close();
}
for (const [name, list] of taps) console.log(`${name}: median ${percentile(list, 50)} p75 ${percentile(list, 75)} [${list.join(' ')}]`);
