import { describe, expect, it } from 'vitest';
import type { LoadMeasure, LoadPair } from './page-loads';
import { markdown, median, ratios, summariseVariant, targetMet, targets, type VariantRuns } from './perf-report';

function load(jsGzipBytes: number, lcpMs: number | null): LoadMeasure {
  return { fcpMs: 100, lcpMs, cls: 0, tbtMs: 0, requests: 10, networkRequests: 10, jsGzipBytes, scripts: 5 };
}

const pair = (jsKb: number, lcpMs: number | null): LoadPair => ({ cold: load(jsKb * 1024, lcpMs), warm: load(jsKb * 1024, lcpMs === null ? null : lcpMs / 2) });

function variant(base: string, runs: [number, number | null][]): VariantRuns {
  return {
    base,
    loads: { '/home': runs.map(([kb, lcp]) => pair(kb, lcp)) },
    tapToContent: { preloaded: [200, 400, 300], notPreloaded: [900, 800, 1000] },
    interactions: [
      { typeAmountMs: 24, switchTabMs: null },
      { typeAmountMs: 40, switchTabMs: null },
      { typeAmountMs: 32, switchTabMs: 56 },
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

describe('the report', () => {
  const federated = summariseVariant(variant('http://localhost:8580', [[160, 2100], [150, 1900], [170, 2000]]));
  const monolith = summariseVariant(variant('http://localhost:8582', [[125, 1800], [125, 2000], [125, 1900]]));

  it('summarises each measurement by its median over the runs', () => {
    expect(federated.pages['/home']!.cold.jsGzipBytes).toBe(160 * 1024);
    expect(federated.pages['/home']!.warm.lcpMs).toBe(1000);
    expect(federated.tapToContentMs).toEqual({ preloaded: 300, notPreloaded: 900 });
    expect(federated.interactionsMs).toEqual({ typeAmountMs: 32, switchTabMs: 56 });
  });

  it('gives the first variant over the other, for JS bytes and LCP of cold loads', () => {
    expect(ratios(federated, monolith)).toEqual({ '/home': { jsGzip: 1.28, lcp: 1.05 } });
  });

  it('checks the targets it has figures for, and names the missed ones in the table', () => {
    const list = targets(federated, { monolith: ratios(federated, monolith) }, [], null);
    const byName = Object.fromEntries(list.map((t) => [t.name, targetMet(t)]));
    expect(byName).toEqual({
      '/home cold, JS gzip KB': false,
      '/home cold, LCP ms': true,
      'tap to remote content, preloaded, ms': true,
      '/home JS ratio to monolith': false,
      '/home LCP ratio to monolith': true,
    });
    const md = markdown({ date: 'today', runs: 3, variants: { federated, monolith }, ratios: { monolith: ratios(federated, monolith) }, lighthouse: [], builds: null, targets: list });
    expect(md).toContain('## federated ÷ monolith, cold loads');
    expect(md).toContain('| /home | 1.28 | 1.05 |');
    expect(md).toContain('| /home JS ratio to monolith | 1.28 | ≤ 1.15 | **no** |');
  });
});
