import { describe, expect, it } from 'vitest';
import type { LoadMeasure, LoadPair } from './page-loads';
import type { LighthouseResult } from './lighthouse-audit';
import { lighthouseTable, markdown, median, medianRun, percentile, ratios, summariseLighthouse, summariseVariant, targetMet, targets, type VariantRuns } from './perf-report';

function load(jsGzipBytes: number, lcpMs: number | null): LoadMeasure {
  return { fcpMs: 100, lcpMs, cls: 0, tbtMs: 0, requests: 10, networkRequests: 10, jsGzipBytes, scripts: 5 };
}

const pair = (jsKb: number, lcpMs: number | null): LoadPair => ({ cold: load(jsKb * 1024, lcpMs), warm: load(jsKb * 1024, lcpMs === null ? null : lcpMs / 2) });

function variant(base: string, runs: [number, number | null][]): VariantRuns {
  return {
    base,
    loads: { '/home': runs.map(([kb, lcp]) => pair(kb, lcp)) },
    tapToContent: { preloaded: [200, 400, 300, 350], notPreloaded: [900, 800, 1000, 950] },
    interactions: [
      { typeAmountMs: 24, switchTabMs: null },
      { typeAmountMs: 40, switchTabMs: null },
      { typeAmountMs: 32, switchTabMs: 56 },
    ],
    idlePreloads: [
      { bytes: 90 * 1024, saveDataRequests: 0, twoGRequests: 0 },
      { bytes: 101 * 1024, saveDataRequests: 0, twoGRequests: 0 },
      { bytes: 95 * 1024, saveDataRequests: 0, twoGRequests: 1 },
    ],
  };
}

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('leaves out runs that reported nothing, and is null when none did', () => {
    expect(median([null, 5, null])).toBe(5);
    expect(median([null, null])).toBeNull();
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const taps = [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000];
    expect(percentile(taps, 75)).toBe(800);
    expect(percentile(taps, 50)).toBe(500);
    expect(percentile([5], 75)).toBe(5);
    expect(percentile([null], 75)).toBeNull();
  });
});

describe('the report', () => {
  const federated = summariseVariant(variant('http://localhost:8580', [[160, 2100], [150, 1900], [170, 2000]]));
  const monolith = summariseVariant(variant('http://localhost:8582', [[125, 1800], [125, 2000], [125, 1900]]));

  it('summarises each measurement by its median over the runs', () => {
    expect(federated.pages['/home']!.cold.jsGzipBytes).toBe(160 * 1024);
    expect(federated.pages['/home']!.warm.lcpMs).toBe(1000);
    expect(federated.tapToContentMs).toEqual({ preloaded: 350, notPreloaded: 950, taps: 4 });
    expect(federated.interactionsMs).toEqual({ typeAmountMs: 32, switchTabMs: 56 });
    // A cap holds for every visit: the largest; any request on Save-Data or 2G counts.
    expect(federated.idlePreloads).toEqual({ bytes: 101 * 1024, saveDataRequests: 0, twoGRequests: 1 });
  });

  it('gives the first variant over the other, for JS bytes and LCP of cold loads', () => {
    expect(ratios(federated, monolith)).toEqual({ '/home': { jsGzip: 1.28, lcp: 1.05 } });
  });

  it('checks the targets it has figures for, and names the missed ones in the table', () => {
    const quote = { date: '2026-11-27T00:00:00Z', quote: { fps: { mean: 58, worstSecond: 51 }, longTasks: { count: 3, maxMs: 62, over50Ms: 1 } } };
    const list = targets(federated, { monolith: ratios(federated, monolith) }, [], null, quote);
    const byName = Object.fromEntries(list.map((t) => [t.name, targetMet(t)]));
    expect(byName).toEqual({
      '/home cold, LCP ms': true,
      '/home cold, FCP ms': true,
      '/home cold, CLS': true,
      '/home cold, TBT ms': true,
      '/home warm, LCP ms': true,
      '/home JS ratio to monolith': false,
      '/home LCP ratio to monolith': true,
      'tap to remote content, preloaded, p75 ms': false,
      'typing an amount, INP-like ms': true,
      'switching a tab, INP-like ms': true,
      'idle preloads per visit, KB compressed': false,
      'idle preload requests on Save-Data and 2G': false,
      '/quote storm fps (bench:quote, 2026-11-27)': true,
      '/quote storm longest task ms (bench:quote, 2026-11-27)': false,
    });
    const md = markdown({ date: 'today', runs: 3, variants: { federated, monolith }, ratios: { monolith: ratios(federated, monolith) }, lighthouse: [], builds: null, quote, targets: list });
    expect(md).toContain('## federated ÷ monolith, cold loads');
    expect(md).toContain('| /home | 1.28 | 1.05 |');
    expect(md).toContain('| /home JS ratio to monolith | 1.28 | ≤ 1.1 | **no** |');
    expect(md).toContain('## Realtime storm (bench:quote, 2026-11-27T00:00:00Z)');
  });
});

describe('Lighthouse over several runs', () => {
  const run = (performance: number | null, accessibility: number, failing: string[], lcpMs: number): LighthouseResult => ({
    url: 'http://localhost:8580/home',
    scores: { performance, accessibility, 'best-practices': 100 },
    failing: { performance: failing, accessibility: [], 'best-practices': [] },
    metrics: { fcpMs: lcpMs / 2, lcpMs, tbtMs: 0, cls: 0 },
    error: performance === null ? 'NO_FCP: no paint' : null,
    warnings: performance === null ? ['slow'] : [],
  });

  it('reports each category by its median and the failed audits of the median run', () => {
    const summary = summariseLighthouse([run(70, 96, ['a', 'b'], 3000), run(90, 100, [], 2000), run(80, 96, ['b'], 2500)]);
    expect(summary.scores).toEqual({ performance: 80, accessibility: 96, 'best-practices': 100 });
    expect(summary.medianRun).toBe(2);
    expect(summary.failing.performance).toEqual(['b']);
    expect(summary.metrics.lcpMs).toBe(2500);
    expect(summary.runScores.map((s) => s.performance)).toEqual([70, 90, 80]);
  });

  it('with an even count stands for the page by the lower middle run, and leaves unscored runs out', () => {
    expect(medianRun([run(90, 100, [], 2000), run(60, 100, [], 4000)])).toBe(1);
    const summary = summariseLighthouse([run(null, 0, [], 9000), run(88, 100, ['x'], 2100)]);
    expect(summary.medianRun).toBe(1);
    expect(summary.scores.performance).toBe(88);
    expect(summary.error).toBeNull();
    expect(summary.warnings).toEqual(['slow']);
  });

  it('shows the median and each run in the table', () => {
    const md = lighthouseTable([summariseLighthouse([run(70, 96, ['a'], 3000), run(80, 96, [], 2500), run(90, 96, [], 2000)])]);
    expect(md).toContain('medians of 3 runs');
    expect(md).toContain('| /home | 80 (70, 80, 90) | 96 (96, 96, 96) | 100 (100, 100, 100) | performance: 0 (in lighthouse.json); accessibility: none; best practices: none |');
  });
});
