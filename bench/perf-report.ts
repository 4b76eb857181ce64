/**
 * The performance benchmark's figures: medians over the runs, the ratios of the first variant
 * to each other one, the targets, and the short Markdown table.
 */
import type { BuildTimes } from './build-times';
import type { InteractionLatency } from './interaction-latency';
import type { LighthouseResult } from './lighthouse-audit';
import type { LoadMeasure, LoadPair } from './page-loads';
import type { Preloading } from './tap-to-content';

export interface VariantRuns {
  base: string;
  loads: Record<string, LoadPair[]>;
  tapToContent: Record<Preloading, number[]>;
  interactions: InteractionLatency[];
}

type Median<T> = { [K in keyof T]: number | null };

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
    tapToContentMs: { preloaded: median(runs.tapToContent.preloaded), notPreloaded: median(runs.tapToContent.notPreloaded) },
    interactionsMs: medianOf(runs.interactions),
  };
}

export type VariantSummary = ReturnType<typeof summariseVariant>;

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

export interface Target {
  name: string;
  value: number | null;
  limit: number;
  /** Whether the value must stay at or under the limit (true) or reach it (false). */
  atMost: boolean;
}

export const targetMet = (target: Target) => target.value !== null && (target.atMost ? target.value <= target.limit : target.value >= target.limit);

const whole = (v: number | null | undefined) => (v == null ? null : Math.round(v));

/** The targets that this run measured. */
export function targets(first: VariantSummary, others: Record<string, ReturnType<typeof ratios>>, lighthouse: LighthouseResult[], builds: BuildTimes | null): Target[] {
  const home = first.pages['/home']?.cold;
  const list: Target[] = [
    { name: '/home cold, JS gzip KB', value: home?.jsGzipBytes == null ? null : Number((home.jsGzipBytes / 1024).toFixed(1)), limit: 150, atMost: true },
    { name: '/home cold, LCP ms', value: whole(home?.lcpMs), limit: 2000, atMost: true },
    { name: 'tap to remote content, preloaded, ms', value: whole(first.tapToContentMs.preloaded), limit: 300, atMost: true },
  ];
  for (const [name, pages] of Object.entries(others)) {
    for (const [page, r] of Object.entries(pages)) {
      list.push({ name: `${page} JS ratio to ${name}`, value: r.jsGzip, limit: 1.15, atMost: true });
      list.push({ name: `${page} LCP ratio to ${name}`, value: r.lcp, limit: 1.1, atMost: true });
    }
  }
  for (const result of lighthouse) {
    const path = new URL(result.url).pathname;
    list.push({ name: `Lighthouse ${path} performance`, value: result.scores.performance, limit: 90, atMost: false });
    list.push({ name: `Lighthouse ${path} accessibility`, value: result.scores.accessibility, limit: 95, atMost: false });
    list.push({ name: `Lighthouse ${path} best practices`, value: result.scores['best-practices'], limit: 95, atMost: false });
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
  lighthouse: LighthouseResult[];
  builds: BuildTimes | null;
  targets: Target[];
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
        ['tap Markets on /home → quote list, ms', 'typing an amount (/swap), INP ms', 'switching a tab (/quote), INP ms'],
        [[`${ms(v.tapToContentMs.preloaded)} preloaded, ${ms(v.tapToContentMs.notPreloaded)} not (Save-Data)`, inp(v.interactionsMs.typeAmountMs), inp(v.interactionsMs.switchTabMs)]],
      ),
    );
  }
  for (const [name, pages] of Object.entries(report.ratios)) {
    const first = Object.keys(report.variants)[0];
    parts.push(`## ${first} ÷ ${name}, cold loads`);
    parts.push(table(['page', 'JS gzip ratio', 'LCP ratio'], Object.entries(pages).map(([page, r]) => [page, cell(r.jsGzip), cell(r.lcp)])));
  }
  if (report.lighthouse.length > 0) {
    parts.push(`## Lighthouse 12 (devtools throttling; bench/results/lighthouse.json)`);
    parts.push(
      table(
        ['page', 'performance', 'accessibility', 'best practices', 'audits not passed'],
        report.lighthouse.map((r) => [
          new URL(r.url).pathname,
          cell(r.scores.performance),
          cell(r.scores.accessibility),
          cell(r.scores['best-practices']),
          r.error ?? `performance: ${r.failing.performance.length} (in lighthouse.json); accessibility: ${r.failing.accessibility.join(', ') || 'none'}; best practices: ${r.failing['best-practices'].join(', ') || 'none'}`,
        ]),
      ),
    );
  }
  if (report.builds) {
    parts.push(`## Build times (${report.builds.date})`);
    parts.push(table(['command', 'seconds'], [report.builds.workspace, report.builds.oneRemote].map((b) => [`\`${b.command}\``, String(b.seconds)])));
  }
  parts.push(`## Targets`);
  parts.push(table(['target', 'value', 'limit', 'met'], report.targets.map((t) => [t.name, cell(t.value), `${t.atMost ? '≤' : '≥'} ${t.limit}`, targetMet(t) ? 'yes' : '**no**'])));
  return `${parts.join('\n\n')}\n`;
}
