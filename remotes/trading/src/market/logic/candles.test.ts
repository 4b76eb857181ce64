import { describe, expect, it } from 'vitest';
import type { Candle } from '@atrium/api';
import { applyKlineFrame } from './candles';

const candle = (time: number, close: string): Candle => ({ time, open: '10', high: '12', low: '9', close, volume: '1' });

describe('the candle rule', () => {
  const history = [candle(60_000, '10.5'), candle(120_000, '11')];

  it('updates the last candle with a frame for its time', () => {
    const next = applyKlineFrame(history, candle(120_000, '11.7'));
    expect(next).toHaveLength(2);
    expect(next[1]!.close).toBe('11.7');
    expect(next[0]).toBe(history[0]);
    expect(history[1]!.close).toBe('11'); // the old list is left as it was
  });

  it('appends a new candle for a later time (a roll-over)', () => {
    const next = applyKlineFrame(history, candle(180_000, '11.2'));
    expect(next.map((c) => c.time)).toEqual([60_000, 120_000, 180_000]);
  });

  it('ignores a frame for an earlier time: a closed candle is never rewritten', () => {
    const rolled = applyKlineFrame(history, candle(180_000, '11.2'));
    const late = applyKlineFrame(rolled, candle(120_000, '99'));
    expect(late).toBe(rolled);
    expect(late[1]!.close).toBe('11');
  });

  it('starts a list with the first frame', () => {
    expect(applyKlineFrame([], candle(60_000, '1'))).toEqual([candle(60_000, '1')]);
  });
});
