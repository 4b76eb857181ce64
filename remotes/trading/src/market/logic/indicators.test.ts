import { describe, expect, it } from 'vitest';
import { bollinger, exponentialAverage, macd, movingAverage, type Series } from './indicators';

/** Rounds for comparison with the values worked out by hand below. */
const round = (series: Series, places = 4) => series.map((v) => (v === null ? null : Number(v.toFixed(places))));

describe('indicators', () => {
  it('MA: the mean of the last n closes, none until n closes', () => {
    expect(round(movingAverage([2, 4, 6, 8, 12], 3))).toEqual([null, null, 4, 6, 8.6667]);
  });

  it('EMA: seeded with the MA, then close × 2/(n+1) + previous × (1 − 2/(n+1))', () => {
    // n = 3, k = 0.5: seed (2+4+6)/3 = 4; 8×.5 + 4×.5 = 6; 12×.5 + 6×.5 = 9.
    expect(round(exponentialAverage([2, 4, 6, 8, 12], 3))).toEqual([null, null, 4, 6, 9]);
  });

  it('BOLL: MA ± width × population standard deviation', () => {
    // [2, 4, 6]: mean 4, variance (4 + 0 + 4)/3, sd 1.63299; [4, 6, 8]: mean 6, same sd.
    const bands = bollinger([2, 4, 6, 8], 3, 2);
    expect(round(bands.middle)).toEqual([null, null, 4, 6]);
    expect(round(bands.upper)).toEqual([null, null, 7.266, 9.266]);
    expect(round(bands.lower)).toEqual([null, null, 0.734, 2.734]);
  });

  it('MACD: DIF = EMA(fast) − EMA(slow), DEA = EMA(DIF), histogram = DIF − DEA', () => {
    // fast 2 (k 2/3): 1.5, 3.1667, 6.3889, 12.7963; slow 3 (k .5): 2.3333, 5.1667, 10.5833.
    // DIF: .8333, 1.2222, 2.2130; DEA (2, seeded (0.8333 + 1.2222)/2): 1.0278, 1.8179.
    const lines = macd([1, 2, 4, 8, 16], 2, 3, 2);
    expect(round(lines.macd)).toEqual([null, null, 0.8333, 1.2222, 2.213]);
    expect(round(lines.signal)).toEqual([null, null, null, 1.0278, 1.8179]);
    expect(round(lines.histogram)).toEqual([null, null, null, 0.1944, 0.3951]);
  });

  it('gives nothing while there are fewer closes than the period', () => {
    expect(movingAverage([1, 2], 5)).toEqual([null, null]);
    expect(exponentialAverage([1, 2], 5)).toEqual([null, null]);
    expect(macd([1, 2, 3]).histogram.every((v) => v === null)).toBe(true);
  });
});
