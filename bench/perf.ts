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
 *   - the floors (bench/floor/README.md): the same loads and taps for an empty remote page (the
 *     probe, at /quote in trading's place, on a copy of the same build served beside it), for
 *     this build and for the monolith variant, so each target is shown beside what even an empty
 *     page of that kind reaches in the same run;
 * then Lighthouse 12 BENCH_RUNS times on /home, /quote, /sign-in and /assets (signed in) and on
 * the probe page (median scores, and the audits the median run failed). The realtime storm
 * (`bench:quote`) is reported from its last result, with its date, its floor the bare socket page
 * it measures. A measurement, not a test: `npm test` does not run it and nothing fails on a
 * missed target.
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
 *   pnpm bench --floor-only        only the floors, of this build and of a monolith variant if one
 *       is given (writes floor.json alone; perf.md keeps the last full run)
 *
 * The bench serves a copy of the built platform (bench/build-snapshot.ts: a rebuild meanwhile
 * changes nothing under it) on BENCH_PORT (default 8580; the CDN on +1, the
 * API on +10); Lighthouse's Chromium listens on BENCH_LIGHTHOUSE_PORT (default BENCH_PORT + 19).
 * Writes bench/results/perf.json, perf.md, lighthouse.json and (with build times) build-times.json.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, resultsDir, root, servePlatform, writeResult } from './bench-platform';
import { measureBuildTimes, type BuildTimes } from './build-times';
import { snapshotBuild, type BuildSnapshot } from './build-snapshot';
import { demoStorage, resetData, type DemoStorage } from './demo-session';
import { measureInteractions } from './interaction-latency';
import { runLighthouse } from './lighthouse-audit';
import { addFloor } from './floor/floor-tenant';
import { measureFloorRun } from './floor/measure-floor';
import { buildProbe, PROBE } from './floor/probe';
import { measureLoads } from './page-loads';
import {
  FIRST_VARIANT,
  floorSection,
  lighthouseTable,
  markdown,
  MONOLITH,
  ratios,
  summariseFloors,
  summariseLighthouse,
  summariseVariant,
  targets,
  type FloorRuns,
  type LighthouseSummary,
  type Report,
  type VariantRuns,
} from './perf-report';
import { SCREENS } from './screens';
import { measureIdlePreloads } from './idle-preloads';
import { measureTapToContent } from './tap-to-content';
import type { QuoteStorm } from './quote-storm-result';

const PORT = Number(process.env.BENCH_PORT ?? 8580);
const LIGHTHOUSE_PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? PORT + 19);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LIGHTHOUSE_PAGES = [
  { path: '/home', signedIn: false },
  { path: '/quote', signedIn: false },
  { path: '/sign-in', signedIn: false },
  { path: '/assets', signedIn: true },
];
/** Taps measured per kind of preloading over the whole bench (the target is their p75). */
const TAPS = 10;

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
else if (args.includes('--floor-only')) await floorAlone();
else if (!buildsOnly) await benchmark();

/** Lighthouse's pages, RUNS times each, summarised per page; with `floorBase`, the probe page too (signed out). */
async function audit(base: string, floorBase?: string): Promise<{ pages: LighthouseSummary[]; floor: LighthouseSummary | null }> {
  console.log(`Lighthouse, ${RUNS} run${RUNS === 1 ? '' : 's'} per page…`);
  const session = await demoStorage(base);
  const signedInStorage = session.origins[0]?.localStorage;
  const pages = LIGHTHOUSE_PAGES.map((page) => ({ url: `${base}${page.path}`, localStorage: page.signedIn ? signedInStorage : undefined }));
  if (floorBase) pages.push({ url: `${floorBase}${PROBE.path}`, localStorage: undefined });
  const summaries = (await runLighthouse(pages, LIGHTHOUSE_PORT, RUNS)).map(summariseLighthouse);
  return { pages: summaries.slice(0, LIGHTHOUSE_PAGES.length), floor: floorBase ? summaries[LIGHTHOUSE_PAGES.length]! : null };
}

/**
 * Copies of builds served on the next free ports (BENCH_PORT, + 2, + 4, …): `shellDir` names the
 * shell build (default shell/dist); a floor copy adds the probe and the tenant that runs it.
 */
function servedCopies() {
  const servers: { stop(): void }[] = [];
  const snapshots: BuildSnapshot[] = [];
  return {
    async serve(shellDir?: string, floor = false): Promise<string> {
      // The first copy's API listens on BENCH_PORT + 10: a sixth copy's shell would take it.
      if (2 * servers.length >= 10) throw new Error('the bench serves at most 5 copies (variants and floors) on its ports');
      const snapshot = snapshotBuild(shellDir);
      snapshots.push(snapshot);
      const env = floor ? { ...snapshot.env, ...addFloor(snapshot.env.RELEASES_DIR) } : snapshot.env;
      const served = await servePlatform(PORT + 2 * servers.length, env);
      servers.push(served);
      return served.base;
    },
    stop() {
      for (const server of servers) server.stop();
      for (const snapshot of snapshots) snapshot.remove();
    },
  };
}

/** Whether a monolith build has the probe built in (bench/monolith/remote-sources.ts); an older one has not. */
function probeBuiltIn(shellDir: string): boolean {
  const dir = join(root, shellDir);
  return readdirSync(dir).some((file) => file.endsWith('.js') && readFileSync(join(dir, file), 'utf8').includes(`${PROBE.remote}:title`));
}

/**
 * The floor copies: this build's (the probe built first, as the bench's own) and the monolith
 * variant's when the bench serves it from a shell build. Variant name → base.
 */
async function serveFloors(copies: ReturnType<typeof servedCopies>, asked: Record<string, string>): Promise<Record<string, string>> {
  console.log('building the floor probe (bench/floor)…');
  buildProbe();
  const bases: Record<string, string> = { [FIRST_VARIANT]: await copies.serve(undefined, true) };
  const monolith = asked[MONOLITH];
  if (monolith && /^https?:\/\//.test(monolith)) console.log(`${MONOLITH} is measured at a URL: it has no floor (the bench serves a floor copy only of a build it serves)`);
  else if (monolith) {
    if (!probeBuiltIn(monolith)) throw new Error(`${monolith} has no floor probe built in: rebuild it with \`pnpm build:monolith\``);
    bases[MONOLITH] = await copies.serve(monolith, true);
  }
  return bases;
}

/** Each served copy's fresh data set, the demo user's session there, and an empty record of its runs. */
async function prepareCopies<Runs>(bases: Record<string, string>, label: (name: string) => string, emptyRuns: (base: string) => Runs) {
  const sessions: Record<string, DemoStorage> = {};
  const runs: Record<string, Runs> = {};
  for (const [name, base] of Object.entries(bases)) {
    if (!(await resetData(base))) console.log(`${label(name)}: no development reset at ${base}; its data is measured as it is`);
    sessions[name] = await demoStorage(base);
    runs[name] = emptyRuns(base);
  }
  return { sessions, runs };
}

function emptyVariantRuns(base: string): VariantRuns {
  return { base, loads: {}, tapToContent: { preloaded: [], notPreloaded: [] }, interactions: [], idlePreloads: [] };
}

function emptyFloorRuns(base: string): FloorRuns {
  return { base, loads: { signedOut: [], signedIn: [] }, taps: [] };
}

function floorLabel(name: string): string {
  return `${name} floor`;
}

function lastQuoteStorm(): QuoteStorm | null {
  const quoteFile = join(resultsDir, 'quote-realtime.json');
  return existsSync(quoteFile) ? (JSON.parse(readFileSync(quoteFile, 'utf8')) as QuoteStorm) : null;
}

/** `--floor-only`: the floors alone (loads, taps, Lighthouse on the probe), RUNS times. */
async function floorAlone() {
  const started = Date.now();
  const copies = servedCopies();
  try {
    const bases = await serveFloors(copies, variantsAsked(args));
    const { sessions, runs } = await prepareCopies(bases, floorLabel, emptyFloorRuns);
    const browser = await launchChromium();
    try {
      for (let run = 1; run <= RUNS; run++) {
        for (const [name, base] of Object.entries(bases)) {
          const runStarted = Date.now();
          await measureFloorRun(browser, base, sessions[name], runs[name]!, Math.ceil(TAPS / RUNS));
          console.log(`run ${run}/${RUNS}, ${name} floor: ${((Date.now() - runStarted) / 1000).toFixed(0)} s`);
        }
      }
    } finally {
      await browser.close();
    }
    const lighthouseStarted = Date.now();
    console.log(`Lighthouse on the probe page, ${RUNS} run${RUNS === 1 ? '' : 's'}…`);
    const [lighthouseRuns] = await runLighthouse([{ url: `${bases[FIRST_VARIANT]}${PROBE.path}` }], LIGHTHOUSE_PORT, RUNS);
    console.log(`Lighthouse: ${((Date.now() - lighthouseStarted) / 1000).toFixed(0)} s`);
    const floors = summariseFloors(runs, summariseLighthouse(lighthouseRuns!));
    const seconds = Math.round((Date.now() - started) / 1000);
    writeResult('floor.json', `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, seconds, floors, raw: runs }, null, 2)}\n`);
    console.log(`\n${floorSection(floors, lastQuoteStorm())}\n\nthe floors took ${seconds} s`);
  } finally {
    copies.stop();
  }
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
    const { pages: lighthouse } = await audit(served.base);
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
  const copies = servedCopies();
  try {
    const asked = variantsAsked(args);
    const bases: Record<string, string> = { [FIRST_VARIANT]: await copies.serve() };
    for (const [name, where] of Object.entries(asked)) bases[name] = /^https?:\/\//.test(where) ? where : await copies.serve(where);
    const floorBases = await serveFloors(copies, asked);
    const { sessions, runs } = await prepareCopies(bases, (name) => name, emptyVariantRuns);
    const { sessions: floorSessions, runs: floorRuns } = await prepareCopies(floorBases, floorLabel, emptyFloorRuns);

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
          // The variant's floor right after it: the same moment of the machine.
          const floorBase = floorBases[name];
          if (floorBase) await measureFloorRun(browser, floorBase, floorSessions[name], floorRuns[name]!, Math.ceil(TAPS / RUNS));
          console.log(`run ${run}/${RUNS}, ${name}${floorBase ? ' and its floor' : ''}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
        }
      }
    } finally {
      await browser.close();
    }

    const { pages: lighthouse, floor: floorLighthouse } = await audit(bases[FIRST_VARIANT]!, floorBases[FIRST_VARIANT]);
    const floors = summariseFloors(floorRuns, floorLighthouse);

    const variants = Object.fromEntries(Object.entries(runs).map(([name, r]) => [name, summariseVariant(r)]));
    const first = variants[FIRST_VARIANT]!;
    const compared = Object.fromEntries(Object.entries(variants).filter(([name]) => name !== FIRST_VARIANT).map(([name, v]) => [name, ratios(first, v)]));
    const quote = lastQuoteStorm();
    const report: Report = { date: new Date().toISOString(), runs: RUNS, variants, ratios: compared, lighthouse, builds, quote, floors, targets: targets(first, compared, lighthouse, builds, quote, floors) };

    writeResult('perf.json', `${JSON.stringify({ ...report, raw: runs, floorRaw: floorRuns }, null, 2)}\n`);
    writeLighthouse(report.date, lighthouse);
    const md = markdown(report);
    writeResult('perf.md', md);
    console.log(`\n${md}`);
  } finally {
    copies.stop();
  }
}
