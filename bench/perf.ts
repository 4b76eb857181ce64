/**
 * The performance benchmark (issue 10): the platform as a user on a mid-range phone sees it.
 * Under Lighthouse's mobile profile (bench/mobile-profile.ts), in Debian's Chromium, BENCH_RUNS
 * times (default 3; medians reported):
 *   - cold and warm loads of /home and /quote (signed out: a first visit) and of each other
 *     remote's first route, /detail, /assets, /uplan, /nft and /defi (signed in as demo): LCP,
 *     FCP, TBT, CLS, gzip JS bytes, requests;
 *   - tapping Markets on /home to the quote list's first row, with and without idle preloading
 *     (at least TAPS taps in all: p75);
 *   - INP-like latency of typing an amount and of switching a tab;
 *   - the idle preloads of a /home visit (gzip bytes) and what they fetch on Save-Data and on 2G;
 * then Lighthouse 12 BENCH_RUNS times on /home, /quote, /sign-in and /assets (signed in) (median
 * scores, and the audits the median run failed). The realtime storm (`bench:quote`) is reported
 * from its last result, with its date. A measurement, not a test: `npm test` does not run it
 * and nothing fails on a missed target.
 *
 *   pnpm build && pnpm bench
 *   pnpm bench --variant monolith=shell/dist-monolith    another build of the same app, measured
 *       alongside (repeatable; or BENCH_VARIANTS="monolith=shell/dist-monolith"): the report gives
 *       this build's JS and LCP over each variant's. A shell build directory is served by the
 *       bench (SHELL_DIR, on the next ports: BENCH_PORT + 2, + 4, …); a URL
 *       (monolith=http://localhost:8582) is measured as it is served, with an API of the same kind.
 *   pnpm bench --build-times       first times `pnpm build` and one remote's build
 *   pnpm bench --builds-only       only that (the builds rewrite the shared build output)
 *   pnpm bench --lighthouse-only   only the Lighthouse audits (writes lighthouse.json alone)
 *
 * The bench serves a copy of the built platform (bench/build-snapshot.ts: a rebuild meanwhile
 * changes nothing under it) on BENCH_PORT (default 8580; the CDN on +1, the
 * API on +10); Lighthouse's Chromium listens on BENCH_LIGHTHOUSE_PORT (default BENCH_PORT + 19).
 * Writes bench/results/perf.json, perf.md, lighthouse.json and (with build times) build-times.json.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, resultsDir, servePlatform, writeResult } from './bench-platform';
import { measureBuildTimes, type BuildTimes } from './build-times';
import { snapshotBuild, type BuildSnapshot } from './build-snapshot';
import { demoStorage, resetData } from './demo-session';
import { measureInteractions } from './interaction-latency';
import { runLighthouse } from './lighthouse-audit';
import { measureLoads, type Screen } from './page-loads';
import { lighthouseTable, markdown, ratios, summariseLighthouse, summariseVariant, targets, type LighthouseSummary, type Report, type VariantRuns } from './perf-report';
import { measureIdlePreloads } from './idle-preloads';
import { measureTapToContent } from './tap-to-content';
import type { QuoteStorm } from './quote-storm-result';

const PORT = Number(process.env.BENCH_PORT ?? 8580);
const LIGHTHOUSE_PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? PORT + 19);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SCREENS: Screen[] = [
  { path: '/home', content: '[data-testid="coin-btcusdt"]', signedIn: false },
  { path: '/quote', content: '[data-testid="quote-list"] [data-testid^="quote-row-"]', signedIn: false },
  { path: '/detail?symbol=btcusdt', content: '[data-testid="watch-star-btcusdt"]', signedIn: true },
  { path: '/assets', content: '[data-testid="balance-funding-usdt"]', signedIn: true },
  { path: '/uplan', content: '[data-testid^="uplan-product-"]', signedIn: true },
  { path: '/nft', content: '[data-testid="nft-collection"]', signedIn: true },
  { path: '/defi', content: '[data-testid="defi-divide"]', signedIn: true },
];
const LIGHTHOUSE_PAGES = [
  { path: '/home', signedIn: false },
  { path: '/quote', signedIn: false },
  { path: '/sign-in', signedIn: false },
  { path: '/assets', signedIn: true },
];
/** Taps measured per kind of preloading over the whole bench (the target is their p75). */
const TAPS = 10;
/** The build the bench serves itself; variants passed in are compared with it. */
const FIRST_VARIANT = 'federated';

/** `--variant name=url-or-shell-dir` (repeatable) and BENCH_VARIANTS="name=…,…". */
function variantsAsked(args: string[]): Record<string, string> {
  const pairs = (process.env.BENCH_VARIANTS ?? '').split(',').filter(Boolean);
  args.forEach((arg, i) => {
    if (arg === '--variant' && args[i + 1]) pairs.push(args[i + 1]!);
    else if (arg.startsWith('--variant=')) pairs.push(arg.slice('--variant='.length));
  });
  return Object.fromEntries(
    pairs.map((pair) => {
      const [name, url] = pair.split(/=(.*)/s);
      if (!name || !url || name === FIRST_VARIANT) throw new Error(`--variant wants name=url (or name=shell build dir) with a name other than "${FIRST_VARIANT}", not "${pair}"`);
      return [name, url.replace(/\/$/, '')];
    }),
  );
}

const args = process.argv.slice(2);
const buildsOnly = args.includes('--builds-only');
const lighthouseOnly = args.includes('--lighthouse-only');
let builds: BuildTimes | null = null;
if (buildsOnly || args.includes('--build-times')) {
  console.log('timing the builds…');
  builds = await measureBuildTimes();
  writeResult('build-times.json', `${JSON.stringify(builds, null, 2)}\n`);
  console.log(`${builds.workspace.command}: ${builds.workspace.seconds} s; ${builds.oneRemote.command}: ${builds.oneRemote.seconds} s`);
}
if (lighthouseOnly) await lighthouseAlone();
else if (!buildsOnly) await benchmark();

/** Lighthouse's pages, RUNS times each, summarised per page. */
async function audit(base: string): Promise<LighthouseSummary[]> {
  console.log(`Lighthouse, ${RUNS} run${RUNS === 1 ? '' : 's'} per page…`);
  const session = await demoStorage(base);
  const signedInStorage = session.origins[0]?.localStorage;
  const runs = await runLighthouse(
    LIGHTHOUSE_PAGES.map((page) => ({ url: `${base}${page.path}`, localStorage: page.signedIn ? signedInStorage : undefined })),
    LIGHTHOUSE_PORT,
    RUNS,
  );
  return runs.map(summariseLighthouse);
}

function writeLighthouse(date: string, lighthouse: LighthouseSummary[]) {
  writeResult('lighthouse.json', `${JSON.stringify({ date, throttlingMethod: 'devtools', runs: RUNS, results: lighthouse }, null, 2)}\n`);
}

/** `--lighthouse-only`: the audits on a served copy of the build, without the page loads. */
async function lighthouseAlone() {
  const snapshot = snapshotBuild();
  const served = await servePlatform(PORT, snapshot.env);
  try {
    if (!(await resetData(served.base))) console.log(`no development reset at ${served.base}; its data is audited as it is`);
    const lighthouse = await audit(served.base);
    writeLighthouse(new Date().toISOString(), lighthouse);
    console.log(`\n${lighthouseTable(lighthouse)}`);
  } finally {
    served.stop();
    snapshot.remove();
  }
}

async function benchmark() {
  const buildTimesFile = join(resultsDir, 'build-times.json');
  // Build times measured by an earlier run (with its own date) still belong in the report.
  builds ??= existsSync(buildTimesFile) ? (JSON.parse(readFileSync(buildTimesFile, 'utf8')) as BuildTimes) : null;
  const servers: { stop(): void }[] = [];
  const snapshots: BuildSnapshot[] = [];
  /** Serves a copy of the build whose shell is `shellDir`, on the next free ports. */
  const serveCopy = async (shellDir?: string) => {
    const snapshot = snapshotBuild(shellDir);
    snapshots.push(snapshot);
    const served = await servePlatform(PORT + 2 * servers.length, snapshot.env);
    servers.push(served);
    return served.base;
  };
  try {
    const bases: Record<string, string> = { [FIRST_VARIANT]: await serveCopy() };
    for (const [name, where] of Object.entries(variantsAsked(args))) bases[name] = /^https?:\/\//.test(where) ? where : await serveCopy(where);
    const runs: Record<string, VariantRuns> = {};
    const sessions: Record<string, Awaited<ReturnType<typeof demoStorage>>> = {};
    for (const [name, base] of Object.entries(bases)) {
      if (!(await resetData(base))) console.log(`${name}: no development reset at ${base}; its data is measured as it is`);
      sessions[name] = await demoStorage(base);
      runs[name] = { base, loads: {}, tapToContent: { preloaded: [], notPreloaded: [] }, interactions: [], idlePreloads: [] };
    }

    const browser = await launchChromium();
    try {
      // Variants take turns within each run, so a machine that slows down mid-bench slows them alike.
      for (let run = 1; run <= RUNS; run++) {
        for (const [name, base] of Object.entries(bases)) {
          const started = Date.now();
          const into = runs[name]!;
          for (const screen of SCREENS) (into.loads[screen.path] ??= []).push(await measureLoads(browser, base, screen, sessions[name]));
          for (let tap = 0; tap < Math.ceil(TAPS / RUNS); tap++) {
            into.tapToContent.preloaded.push(await measureTapToContent(browser, base, 'preloaded'));
            into.tapToContent.notPreloaded.push(await measureTapToContent(browser, base, 'notPreloaded'));
          }
          into.interactions.push(await measureInteractions(browser, base, sessions[name]));
          into.idlePreloads.push(await measureIdlePreloads(browser, base));
          console.log(`run ${run}/${RUNS}, ${name}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
        }
      }
    } finally {
      await browser.close();
    }

    const lighthouse = await audit(bases[FIRST_VARIANT]!);

    const variants = Object.fromEntries(Object.entries(runs).map(([name, r]) => [name, summariseVariant(r)]));
    const first = variants[FIRST_VARIANT]!;
    const compared = Object.fromEntries(Object.entries(variants).filter(([name]) => name !== FIRST_VARIANT).map(([name, v]) => [name, ratios(first, v)]));
    const quoteFile = join(resultsDir, 'quote-realtime.json');
    const quote = existsSync(quoteFile) ? (JSON.parse(readFileSync(quoteFile, 'utf8')) as QuoteStorm) : null;
    const report: Report = { date: new Date().toISOString(), runs: RUNS, variants, ratios: compared, lighthouse, builds, quote, targets: targets(first, compared, lighthouse, builds, quote) };

    writeResult('perf.json', `${JSON.stringify({ ...report, raw: runs }, null, 2)}\n`);
    writeLighthouse(report.date, lighthouse);
    const md = markdown(report);
    writeResult('perf.md', md);
    console.log(`\n${md}`);
  } finally {
    for (const server of servers) server.stop();
    for (const snapshot of snapshots) snapshot.remove();
  }
}
