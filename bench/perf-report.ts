/**
 * The performance benchmark's figures: medians over the runs, the ratios of the first variant
 * to each other one, the targets, and the short Markdown table.
 */
import type { BuildTimes } from './build-times';
import type { InteractionLatency } from './interaction-latency';
import { CATEGORIES, type Category, type LighthouseResult } from './lighthouse-audit';
import type { IdlePreloads } from './idle-preloads';
import type { LoadMeasure, LoadPair } from './page-loads';
import type { QuoteStorm } from './quote-storm-result';
import { SCREENS } from './screens';
import type { Preloading } from './tap-to-content';

export interface VariantRuns {
  base: string;
  loads: Record<string, LoadPair[]>;
  tapToContent: Record<Preloading, number[]>;
  interactions: InteractionLatency[];
  idlePreloads: IdlePreloads[];
}

type Median<T> = { [K in keyof T]: number | null };

/** The p-th percentile (0–100, nearest rank) of the numbers among `values`. */
export function percentile(values: (number | null)[], p: number): number | null {
  const numbers = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  return numbers[Math.min(numbers.length - 1, Math.max(0, Math.ceil((p / 100) * numbers.length) - 1))]!;
}

/** The median of the numbers among `values` (nulls are runs where the page reported none). */
export function median(values: (number | null)[]): number | null {
  const numbers = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  const middle = Math.floor(numbers.length / 2);
  return numbers.length % 2 === 1 ? numbers[middle]! : (numbers[middle - 1]! + numbers[middle]!) / 2;
}

function medianOf<T extends object>(runs: T[]): Median<T> {
  const keys = Object.keys(runs[0] ?? {}) as (keyof T)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key] as number | null))])) as Median<T>;
}

export function summariseVariant(runs: VariantRuns) {
  return {
    base: runs.base,
    pages: Object.fromEntries(
      Object.entries(runs.loads).map(([page, pairs]) => [page, { cold: medianOf(pairs.map((p) => p.cold)), warm: medianOf(pairs.map((p) => p.warm)) }]),
    ),
    /** p75 over every tap (the target's statistic), and how many taps. */
    tapToContentMs: { preloaded: percentile(runs.tapToContent.preloaded, 75), notPreloaded: percentile(runs.tapToContent.notPreloaded, 75), taps: runs.tapToContent.preloaded.length },
    interactionsMs: medianOf(runs.interactions),
    /** The largest of the runs (a cap holds for every visit); requests on Save-Data and 2G summed. */
    idlePreloads: {
      bytes: runs.idlePreloads.length === 0 ? null : Math.max(...runs.idlePreloads.map((r) => r.bytes)),
      saveDataRequests: runs.idlePreloads.reduce((sum, r) => sum + r.saveDataRequests, 0),
      twoGRequests: runs.idlePreloads.reduce((sum, r) => sum + r.twoGRequests, 0),
    },
  };
}

export type VariantSummary = ReturnType<typeof summariseVariant>;

/** One page's Lighthouse runs in short: medians of the scores, and what the median run failed. */
export interface LighthouseSummary {
  url: string;
  runs: number;
  /** Median score of each category over the runs. */
  scores: Record<Category, number | null>;
  /** Each run's scores, to show how far they spread. */
  runScores: Record<Category, number | null>[];
  /** The run that stands for the page (see medianRun), 0-based. */
  medianRun: number;
  /** The audits not passed in the median run. */
  failing: LighthouseResult['failing'];
  /** Median of each metric over the runs. */
  metrics: Median<LighthouseResult['metrics']>;
  /** The median run's error, and every warning any run gave. */
  error: string | null;
  warnings: string[];
}

/**
 * The run whose performance score is the median one (with an even count, the lower of the two
 * middle ones: a report should not flatter). Performance is the score that moves from run to
 * run; accessibility and best practices hardly do, so its median run is the representative one.
 * Runs Lighthouse could not score come last.
 */
export function medianRun(runs: LighthouseResult[]): number {
  const order = runs
    .map((run, index) => ({ index, score: run.scores.performance }))
    .sort((a, b) => (a.score === null ? 1 : b.score === null ? -1 : a.score - b.score));
  const scored = order.filter((entry) => entry.score !== null);
  if (scored.length === 0) return 0;
  return scored[Math.floor((scored.length - 1) / 2)]!.index;
}

/** Summarises the runs of one page (all of the same URL). */
export function summariseLighthouse(runs: LighthouseResult[]): LighthouseSummary {
  if (runs.length === 0) throw new Error('no Lighthouse run to summarise');
  const representative = medianRun(runs);
  const chosen = runs[representative]!;
  return {
    url: chosen.url,
    runs: runs.length,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])) as Record<Category, number | null>,
    runScores: runs.map((run) => run.scores),
    medianRun: representative,
    failing: chosen.failing,
    metrics: medianOf(runs.map((run) => run.metrics)),
    error: chosen.error,
    warnings: [...new Set(runs.flatMap((run) => run.warnings))],
  };
}

const ratio = (a: number | null | undefined, b: number | null | undefined) => (a != null && b != null && b > 0 ? Number((a / b).toFixed(2)) : null);

/** Cold loads: the first variant's JS bytes and LCP over `other`'s (federation's cost, when other is the monolith). */
export function ratios(first: VariantSummary, other: VariantSummary) {
  return Object.fromEntries(
    Object.keys(first.pages).map((page) => [
      page,
      { jsGzip: ratio(first.pages[page]!.cold.jsGzipBytes, other.pages[page]?.cold.jsGzipBytes), lcp: ratio(first.pages[page]!.cold.lcpMs, other.pages[page]?.cold.lcpMs) },
    ]),
  );
}

/** The bench's own build, served by itself; the variants passed in are compared with it. */
export const FIRST_VARIANT = 'federated';

/** The two kinds of visit the remote pages are measured in, each with a floor of its own. */
export type FloorVisit = 'signedOut' | 'signedIn';
const FLOOR_VISITS: FloorVisit[] = ['signedOut', 'signedIn'];

/** A variant's floor measurements over the runs (bench/floor/measure-floor.ts). */
export interface FloorRuns {
  base: string;
  loads: Record<FloorVisit, LoadPair[]>;
  /** Taps on Markets from /home to the probe's page, after idle preloading (ms). */
  taps: number[];
}

export function summariseFloor(runs: FloorRuns) {
  return {
    base: runs.base,
    pages: Object.fromEntries(FLOOR_VISITS.map((visit) => [visit, { cold: medianOf(runs.loads[visit].map((p) => p.cold)), warm: medianOf(runs.loads[visit].map((p) => p.warm)) }])) as Record<
      FloorVisit,
      { cold: Median<LoadMeasure>; warm: Median<LoadMeasure> }
    >,
    /** p75 over every tap, as the target's statistic. */
    tapToContentMs: percentile(runs.taps, 75),
    taps: runs.taps.length,
  };
}

export type FloorSummary = ReturnType<typeof summariseFloor>;

/** The floor's federation tax: the first variant's probe page over `other`'s, cold, JS bytes and LCP. */
export function floorRatios(first: FloorSummary, other: FloorSummary): Record<FloorVisit, { jsGzip: number | null; lcp: number | null }> {
  return Object.fromEntries(
    FLOOR_VISITS.map((visit) => [visit, { jsGzip: ratio(first.pages[visit].cold.jsGzipBytes, other.pages[visit].cold.jsGzipBytes), lcp: ratio(first.pages[visit].cold.lcpMs, other.pages[visit].cold.lcpMs) }]),
  ) as Record<FloorVisit, { jsGzip: number | null; lcp: number | null }>;
}

/** Everything the floor part of a run measured: per variant, the ratios to each other variant, Lighthouse on the probe page. */
export interface Floors {
  variants: Record<string, FloorSummary>;
  ratios: Record<string, ReturnType<typeof floorRatios>>;
  lighthouse: LighthouseSummary | null;
}

export function summariseFloors(runs: Record<string, FloorRuns>, lighthouse: LighthouseSummary | null): Floors {
  const variants = Object.fromEntries(Object.entries(runs).map(([name, r]) => [name, summariseFloor(r)]));
  const first = variants[FIRST_VARIANT];
  const compared = first ? Object.fromEntries(Object.entries(variants).filter(([name]) => name !== FIRST_VARIANT).map(([name, v]) => [name, floorRatios(first, v)])) : {};
  return { variants, ratios: compared, lighthouse };
}

/** The kind of visit a measured page is (bench/screens.ts), hence its floor. */
const visitOf = (page: string): FloorVisit => (SCREENS.find((screen) => screen.path === page)?.signedIn ? 'signedIn' : 'signedOut');

export interface Target {
  name: string;
  value: number | null;
  limit: number;
  /** Whether the value must stay at or under the limit (true) or reach it (false). */
  atMost: boolean;
  /**
   * The same figure for the floor (bench/floor: an empty page of that kind, built and served like
   * the real ones, measured in the same run), where one applies: what no page of that kind does better.
   */
  floor?: number | null;
}

export const targetMet = (target: Target) => target.value !== null && (target.atMost ? target.value <= target.limit : target.value >= target.limit);

/** How far a figure may stay from its floor and still count as at the floor (the "within 5 %"). */
export const FLOOR_MARGIN = 0.05;

/**
 * Whether the figure is within 5 % of its floor, in the sense ("where a target is out of
 * reach, … the figure is within 5 % of that floor"): for a "≤" target, value ≤ max(limit,
 * floor × 1.05); for a "≥" target, value ≥ min(limit, floor × 0.95). So a met target passes
 * whatever its floor, and a missed one passes only when even an empty page misses it too and the
 * figure stays within 5 % of that page's. Null where the target has no floor; false for a floor
 * with no figure to compare.
 */
export function withinFloor(target: Target): boolean | null {
  if (target.floor == null) return null;
  if (target.value === null) return false;
  return target.atMost ? target.value <= Math.max(target.limit, target.floor * (1 + FLOOR_MARGIN)) : target.value >= Math.min(target.limit, target.floor * (1 - FLOOR_MARGIN));
}

const whole = (v: number | null | undefined) => (v == null ? null : Math.round(v));

/** The remote pages whose cold LCP has a target of their own (each remote's first route). */
export const REMOTE_PAGES = ['/quote', '/detail?symbol=btcusdt', '/assets', '/uplan', '/nft', '/defi'];
/** The variant whose ratios carry issue 24's federation-tax targets (`--variant monolith=…`). */
export const MONOLITH = 'monolith';
/** Lighthouse performance floor per page (issue 24); accessibility must be 100 on each. */
const LIGHTHOUSE_PERFORMANCE: Record<string, number> = { '/home': 95, '/quote': 90, '/sign-in': 90, '/assets': 90 };
const kbOf = (bytes: number | null | undefined) => (bytes == null ? null : Number((bytes / 1024).toFixed(1)));

/** The targets (issue 24) that this run measured. */
export function targets(
  first: VariantSummary,
  others: Record<string, ReturnType<typeof ratios>>,
  lighthouse: LighthouseSummary[],
  builds: BuildTimes | null,
  quote: QuoteStorm | null = null,
  floors: Floors | null = null,
): Target[] {
  const home = first.pages['/home'];
  // The floors that apply: an empty remote page of the same kind of visit (its load, its
  // federation tax against the monolith's empty page, a tap to it), and Lighthouse on it.
  const floor = floors?.variants[FIRST_VARIANT];
  const floorTax = floors?.ratios[MONOLITH];
  const floorLighthouse = floors?.lighthouse?.scores.performance ?? null;
  const list: Target[] = [
    { name: '/home cold, LCP ms', value: whole(home?.cold.lcpMs), limit: 2000, atMost: true },
    { name: '/home cold, FCP ms', value: whole(home?.cold.fcpMs), limit: 1000, atMost: true },
    { name: '/home cold, CLS', value: home?.cold.cls ?? null, limit: 0.05, atMost: true },
    // A shell page's main thread can do no less than boot the shell and draw an empty page.
    { name: '/home cold, TBT ms', value: whole(home?.cold.tbtMs), limit: 100, atMost: true, floor: floor ? whole(floor.pages.signedOut.cold.tbtMs) : undefined },
    { name: '/home warm, LCP ms', value: whole(home?.warm.lcpMs), limit: 1000, atMost: true },
  ];
  for (const page of REMOTE_PAGES) {
    if (first.pages[page]) list.push({ name: `${page} cold, LCP ms`, value: whole(first.pages[page]!.cold.lcpMs), limit: 2500, atMost: true, floor: floor ? whole(floor.pages[visitOf(page)].cold.lcpMs) : undefined });
  }
  // The federation tax is measured against the monolith of the same code; other variants (an
  // earlier build, say) are compared in their own table, without a target.
  // Only a remote page has the empty remote page's tax as its floor; /home is the shell's own.
  for (const [page, r] of Object.entries(others[MONOLITH] ?? {})) {
    const tax = REMOTE_PAGES.includes(page) ? floorTax?.[visitOf(page)] : undefined;
    list.push({ name: `${page} JS ratio to ${MONOLITH}`, value: r.jsGzip, limit: 1.1, atMost: true, floor: tax?.jsGzip });
    list.push({ name: `${page} LCP ratio to ${MONOLITH}`, value: r.lcp, limit: 1.1, atMost: true, floor: tax?.lcp });
  }
  list.push(
    { name: 'tap to remote content, preloaded, p75 ms', value: whole(first.tapToContentMs.preloaded), limit: 300, atMost: true, floor: floor ? whole(floor.tapToContentMs) : undefined },
    { name: 'typing an amount, INP-like ms', value: whole(first.interactionsMs.typeAmountMs ?? 0), limit: 100, atMost: true },
    { name: 'switching a tab, INP-like ms', value: whole(first.interactionsMs.switchTabMs ?? 0), limit: 100, atMost: true },
    { name: 'idle preloads per visit, KB compressed', value: kbOf(first.idlePreloads.bytes), limit: 100, atMost: true },
    { name: 'idle preload requests on Save-Data and 2G', value: first.idlePreloads.saveDataRequests + first.idlePreloads.twoGRequests, limit: 0, atMost: true },
  );
  if (quote) {
    // The storm's floor: a bare page that only receives and parses the same frames (bench:quote).
    const bare = quote.bareSocketPage;
    list.push(
      { name: `/quote storm fps (bench:quote, ${quote.date.slice(0, 10)})`, value: quote.quote.fps.mean, limit: 55, atMost: false, floor: bare?.fps.mean },
      { name: `/quote storm longest task ms (bench:quote, ${quote.date.slice(0, 10)})`, value: quote.quote.longTasks.maxMs, limit: 50, atMost: true, floor: bare?.longTasks.maxMs },
    );
  }
  for (const result of lighthouse) {
    const path = new URL(result.url).pathname;
    list.push({ name: `Lighthouse ${path} performance`, value: result.scores.performance, limit: LIGHTHOUSE_PERFORMANCE[path] ?? 90, atMost: false, floor: floors?.lighthouse ? floorLighthouse : undefined });
    list.push({ name: `Lighthouse ${path} accessibility`, value: result.scores.accessibility, limit: 100, atMost: false });
  }
  if (builds) {
    list.push({ name: 'workspace build s', value: builds.workspace.seconds, limit: builds.targets.workspaceSeconds, atMost: true });
    list.push({ name: 'one remote build s', value: builds.oneRemote.seconds, limit: builds.targets.oneRemoteSeconds, atMost: true });
  }
  return list;
}

// ---- Markdown -------------------------------------------------------------------------------

const ms = (v: number | null) => (v === null ? '–' : String(Math.round(v)));
const kb = (v: number | null) => (v === null ? '–' : (v / 1024).toFixed(1));
const cell = (v: number | null) => (v === null ? '–' : String(v));
/** No interaction reached Event Timing's 16 ms threshold. */
const inp = (v: number | null) => (v === null ? '< 16' : ms(v));

function table(head: string[], rows: string[][]): string {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

function loadRow(page: string, kind: string, m: Median<LoadMeasure>): string[] {
  return [page, kind, ms(m.lcpMs), ms(m.fcpMs), ms(m.tbtMs), m.cls === null ? '–' : m.cls.toFixed(3), kb(m.jsGzipBytes), `${cell(m.requests)} (${cell(m.networkRequests)})`];
}

export interface Report {
  date: string;
  runs: number;
  variants: Record<string, VariantSummary>;
  ratios: Record<string, ReturnType<typeof ratios>>;
  lighthouse: LighthouseSummary[];
  builds: BuildTimes | null;
  quote: QuoteStorm | null;
  /** The floor part of the run (absent from reports older than it). */
  floors?: Floors | null;
  targets: Target[];
}

const spread = (values: (number | null)[]) => (values.length > 1 ? ` (${values.map(cell).join(', ')})` : '');

/** Lighthouse's section of the report: median scores (each run's in brackets) and the median run's failed audits. */
export function lighthouseTable(lighthouse: LighthouseSummary[]): string {
  const runs = Math.max(...lighthouse.map((r) => r.runs));
  const score = (r: LighthouseSummary, id: Category) => `${cell(r.scores[id])}${spread(r.runScores.map((s) => s[id]))}`;
  return [
    `## Lighthouse 12 (devtools throttling; medians of ${runs} run${runs === 1 ? '' : 's'}, each run's in brackets; bench/results/lighthouse.json)`,
    table(
      ['page', 'performance', 'accessibility', 'best practices', 'audits not passed (median run)'],
      lighthouse.map((r) => [
        new URL(r.url).pathname,
        score(r, 'performance'),
        score(r, 'accessibility'),
        score(r, 'best-practices'),
        r.error ?? `performance: ${r.failing.performance.length} (in lighthouse.json); accessibility: ${r.failing.accessibility.join(', ') || 'none'}; best practices: ${r.failing['best-practices'].join(', ') || 'none'}`,
      ]),
    ),
  ].join('\n\n');
}

export function markdown(report: Report): string {
  const parts = [
    `# Performance benchmark`,
    `${report.date}; medians of ${report.runs} runs; Lighthouse's mobile profile (4× CPU, 562.5 ms RTT, 1,474.56/675 Kbps, 412×823 at DPR 1.75) in Debian's Chromium. Produced by \`pnpm bench\`.`,
  ];
  for (const [name, v] of Object.entries(report.variants)) {
    parts.push(`## ${name} (${v.base})`);
    const rows = Object.entries(v.pages).flatMap(([page, m]) => [loadRow(page, 'cold', m.cold), loadRow(page, 'warm', m.warm)]);
    parts.push(table(['page', 'load', 'LCP ms', 'FCP ms', 'TBT ms', 'CLS', 'JS gzip KB', 'requests (over the network)'], rows));
    parts.push(
      table(
        ['tap Markets on /home → quote list, p75 ms', 'typing an amount (/swap), INP ms', 'switching a tab (/quote), INP ms', 'idle preloads of a /home visit'],
        [
          [
            `${ms(v.tapToContentMs.preloaded)} preloaded, ${ms(v.tapToContentMs.notPreloaded)} not (Save-Data); ${v.tapToContentMs.taps} taps each`,
            inp(v.interactionsMs.typeAmountMs),
            inp(v.interactionsMs.switchTabMs),
            `${kb(v.idlePreloads.bytes)} KB compressed; ${v.idlePreloads.saveDataRequests} requests on Save-Data, ${v.idlePreloads.twoGRequests} on 2G`,
          ],
        ],
      ),
    );
  }
  for (const [name, pages] of Object.entries(report.ratios)) {
    const first = Object.keys(report.variants)[0];
    parts.push(`## ${first} ÷ ${name}, cold loads`);
    parts.push(table(['page', 'JS gzip ratio', 'LCP ratio'], Object.entries(pages).map(([page, r]) => [page, cell(r.jsGzip), cell(r.lcp)])));
  }
  if (report.lighthouse.length > 0) parts.push(lighthouseTable(report.lighthouse));
  if (report.builds) {
    parts.push(`## Build times (${report.builds.date})`);
    parts.push(table(['command', 'seconds'], [report.builds.workspace, report.builds.oneRemote].map((b) => [`\`${b.command}\``, String(b.seconds)])));
  }
  if (report.quote) {
    const q = report.quote.quote;
    parts.push(`## Realtime storm (bench:quote, ${report.quote.date})`);
    parts.push(table(['frames per second, mean', 'worst second', 'long tasks', 'longest, ms'], [[cell(q.fps.mean), cell(q.fps.worstSecond), cell(q.longTasks.count), cell(q.longTasks.maxMs)]]));
  }
  if (report.floors) parts.push(floorSection(report.floors, report.quote));
  parts.push(`## Targets`);
  parts.push(
    'A floor is the same figure for an empty page of that kind (Floors above). "Within 5 % of the floor": for a ≤ target, value ≤ max(limit, floor × 1.05); for a ≥ target, value ≥ min(limit, floor × 0.95).',
  );
  const yesNo = (v: boolean | null) => (v === null ? '–' : v ? 'yes' : '**no**');
  parts.push(
    table(
      ['target', 'value', 'limit', 'met', 'floor', 'within 5 % of the floor'],
      report.targets.map((t) => [t.name, cell(t.value), `${t.atMost ? '≤' : '≥'} ${t.limit}`, yesNo(targetMet(t)), cell(t.floor ?? null), yesNo(withinFloor(t))]),
    ),
  );
  return `${parts.join('\n\n')}\n`;
}

const VISIT_LABEL: Record<FloorVisit, string> = { signedOut: 'signed out', signedIn: 'signed in' };

/**
 * The floors in short: per variant, the probe page's loads and the tap to it; the first variant's
 * probe over each other's; Lighthouse on the probe; the storm's bare page.
 */
export function floorSection(floors: Floors, quote: QuoteStorm | null): string {
  const parts = [
    '## Floors (bench/floor: an empty remote page, the probe, at /quote in trading\'s place; same shell, same build, same run)',
  ];
  for (const [name, f] of Object.entries(floors.variants)) {
    parts.push(`### ${name} floor (${f.base})`);
    const rows = FLOOR_VISITS.flatMap((visit) => [loadRow(`probe, ${VISIT_LABEL[visit]}`, 'cold', f.pages[visit].cold), loadRow(`probe, ${VISIT_LABEL[visit]}`, 'warm', f.pages[visit].warm)]);
    parts.push(table(['page', 'load', 'LCP ms', 'FCP ms', 'TBT ms', 'CLS', 'JS gzip KB', 'requests (over the network)'], rows));
    parts.push(`Tap Markets on /home → the probe, preloaded, p75: ${ms(f.tapToContentMs)} ms (${f.taps} taps).`);
  }
  for (const [name, r] of Object.entries(floors.ratios)) {
    parts.push(`### ${FIRST_VARIANT} ÷ ${name}, the probe's cold loads`);
    parts.push(table(['visit', 'JS gzip ratio', 'LCP ratio'], FLOOR_VISITS.map((visit) => [VISIT_LABEL[visit], cell(r[visit].jsGzip), cell(r[visit].lcp)])));
  }
  if (floors.lighthouse) {
    const l = floors.lighthouse;
    parts.push(`Lighthouse 12 on the probe page (${FIRST_VARIANT}, signed out): performance ${cell(l.scores.performance)}${spread(l.runScores.map((s) => s.performance))}, accessibility ${cell(l.scores.accessibility)}.`);
  }
  if (quote?.bareSocketPage) {
    const b = quote.bareSocketPage;
    parts.push(`The storm's floor (bench:quote, ${quote.date}): a bare page that only parses the frames, ${cell(b.fps.mean)} fps, longest task ${cell(b.longTasks.maxMs)} ms.`);
  }
  return parts.join('\n\n');
}
