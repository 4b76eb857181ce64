import { describe, expect, it } from 'vitest';
import type { LoadMeasure, LoadPair } from './page-loads';
import type { LighthouseResult } from './lighthouse-audit';
import {
  floorRatios,
  lighthouseTable,
  markdown,
  median,
  medianRun,
  percentile,
  ratios,
  summariseFloor,
  summariseFloors,
  summariseLighthouse,
  summariseVariant,
  targetMet,
  targets,
  withinFloor,
  type FloorRuns,
  type Target,
  type VariantRuns,
} from './perf-report';

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
    expect(md).toContain('| /home JS ratio to monolith | 1.28 | ≤ 1.1 | **no** | – | – |');
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

describe('within 5 % of the floor', () => {
  const lcp = (value: number | null, floor?: number | null): Target => ({ name: 'LCP', value, limit: 2500, atMost: true, floor });
  const fps = (value: number | null, floor?: number | null): Target => ({ name: 'fps', value, limit: 55, atMost: false, floor });

  it('for a ≤ target, holds up to max(limit, floor × 1.05)', () => {
    expect(withinFloor(lcp(3150, 3000))).toBe(true);
    expect(withinFloor(lcp(3151, 3000))).toBe(false);
    // A floor under the limit asks no more than the limit itself.
    expect(withinFloor(lcp(2500, 1000))).toBe(true);
    expect(withinFloor(lcp(2600, 1000))).toBe(false);
  });

  it('for a ≥ target, holds down to min(limit, floor × 0.95)', () => {
    expect(withinFloor(fps(48.45, 51))).toBe(true);
    expect(withinFloor(fps(48.4, 51))).toBe(false);
    expect(withinFloor(fps(55, 80))).toBe(true);
    expect(withinFloor(fps(54, 80))).toBe(false);
  });

  it('says nothing without a floor, and no to a floor with no figure', () => {
    expect(withinFloor(lcp(9000))).toBeNull();
    expect(withinFloor(lcp(9000, null))).toBeNull();
    expect(withinFloor(lcp(null, 3000))).toBe(false);
  });
});

describe('the floors in the report', () => {
  const pages = (quoteLcp: number, assetsLcp: number, kb: number) => ({
    '/home': [pair(kb, 1300)],
    '/quote': [pair(kb + 40, quoteLcp)],
    '/assets': [pair(kb + 40, assetsLcp)],
  });
  const real = (base: string, quoteLcp: number, assetsLcp: number, kb: number): VariantRuns => ({ ...variant(base, []), loads: pages(quoteLcp, assetsLcp, kb) });
  const federated = summariseVariant(real('http://localhost:8580', 3100, 4000, 230));
  const monolith = summariseVariant(real('http://localhost:8582', 3000, 3900, 200));
  const probe = (base: string, kb: number, signedOutLcp: number, signedInLcp: number): FloorRuns => ({
    base,
    loads: {
      signedOut: [pair(kb, signedOutLcp), pair(kb, signedOutLcp + 200), pair(kb, signedOutLcp - 100)],
      signedIn: [pair(kb + 2, signedInLcp)],
    },
    taps: [400, 500, 300, 450],
  });
  const audited = (url: string, performance: number): LighthouseResult => ({
    url,
    scores: { performance, accessibility: 100, 'best-practices': 100 },
    failing: { performance: [], accessibility: [], 'best-practices': [] },
    metrics: { fcpMs: null, lcpMs: null, tbtMs: null, cls: null },
    error: null,
    warnings: [],
  });
  const floorLighthouse = summariseLighthouse([audited('http://localhost:8584/quote', 70)]);
  const floors = summariseFloors({ federated: probe('http://localhost:8584', 200, 3000, 3800), monolith: probe('http://localhost:8586', 180, 2900, 3600) }, floorLighthouse);
  const quote = {
    date: '2026-11-27T00:00:00Z',
    quote: { fps: { mean: 49, worstSecond: 20 }, longTasks: { count: 3, maxMs: 62, over50Ms: 1 } },
    bareSocketPage: { fps: { mean: 50.9, worstSecond: 14 }, longTasks: { count: 0, maxMs: 0, over50Ms: 0 } },
  };
  const homeLighthouse = summariseLighthouse([audited('http://localhost:8580/home', 68)]);
  const list = targets(federated, { monolith: ratios(federated, monolith) }, [homeLighthouse], null, quote, floors);
  const byName = Object.fromEntries(list.map((t) => [t.name, t]));

  it('summarises the probe by visit: medians of its loads, p75 of the taps', () => {
    const summary = summariseFloor(probe('http://localhost:8584', 200, 3000, 3800));
    expect(summary.pages.signedOut.cold.lcpMs).toBe(3000);
    expect(summary.pages.signedIn.cold.jsGzipBytes).toBe(202 * 1024);
    expect(summary.tapToContentMs).toBe(450);
    expect(floorRatios(floors.variants.federated!, floors.variants.monolith!)).toEqual({ signedOut: { jsGzip: 1.11, lcp: 1.03 }, signedIn: { jsGzip: 1.11, lcp: 1.06 } });
  });

  it('gives each remote page the floor of its kind of visit, and the shell page none for the federation tax', () => {
    expect(byName['/quote cold, LCP ms']).toMatchObject({ value: 3100, floor: 3000 });
    expect(byName['/assets cold, LCP ms']).toMatchObject({ value: 4000, floor: 3800 });
    expect(byName['/quote JS ratio to monolith']).toMatchObject({ value: 1.13, floor: 1.11 });
    expect(byName['/assets LCP ratio to monolith']).toMatchObject({ value: 1.03, floor: 1.06 });
    expect(byName['/home JS ratio to monolith']!.floor).toBeUndefined();
    expect(byName['/home cold, TBT ms']!.floor).toBe(0);
    expect(byName['tap to remote content, preloaded, p75 ms']!.floor).toBe(450);
    expect(byName['/quote storm fps (bench:quote, 2026-11-27)']!.floor).toBe(50.9);
    expect(byName['/quote storm longest task ms (bench:quote, 2026-11-27)']!.floor).toBe(0);
    expect(byName['Lighthouse /home performance']!.floor).toBe(70);
    expect(byName['Lighthouse /home accessibility']!.floor).toBeUndefined();
  });

  it('shows the floors and, per target, the floor and whether the figure is within 5 % of it', () => {
    const md = markdown({ date: 'today', runs: 1, variants: { federated, monolith }, ratios: { monolith: ratios(federated, monolith) }, lighthouse: [homeLighthouse], builds: null, quote, floors, targets: list });
    expect(md).toContain('| probe, signed out | cold | 3000 |');
    expect(md).toContain('Tap Markets on /home → the probe, preloaded, p75: 450 ms (4 taps).');
    expect(md).toContain('| signed in | 1.11 | 1.06 |');
    expect(md).toContain('Lighthouse 12 on the probe page (federated, signed out): performance 70, accessibility 100.');
    expect(md).toContain('a bare page that only parses the frames, 50.9 fps, longest task 0 ms.');
    expect(md).toContain('| /quote cold, LCP ms | 3100 | ≤ 2500 | **no** | 3000 | yes |');
    // 4000 > 3800 × 1.05 = 3990: further from its floor than 5 %.
    expect(md).toContain('| /assets cold, LCP ms | 4000 | ≤ 2500 | **no** | 3800 | **no** |');
    expect(md).toContain('| /quote JS ratio to monolith | 1.13 | ≤ 1.1 | **no** | 1.11 | yes |');
    expect(md).toContain('| /quote storm fps (bench:quote, 2026-11-27) | 49 | ≥ 55 | **no** | 50.9 | yes |');
    expect(md).toContain('| /quote storm longest task ms (bench:quote, 2026-11-27) | 62 | ≤ 50 | **no** | 0 | **no** |');
    expect(md).toContain('| Lighthouse /home performance | 68 | ≥ 95 | **no** | 70 | yes |');
    expect(md).toContain('| /home cold, LCP ms | 1300 | ≤ 2000 | yes | – | – |');
  });
});
