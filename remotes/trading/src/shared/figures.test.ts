import { describe, expect, it } from 'vitest';
import { columnDecimals } from './figures';

describe('columnDecimals', () => {
  it('is the most decimals any amount of the column is written with', () => {
    expect(columnDecimals(['0.1774', '0.09112', '12'])).toBe(5);
    expect(columnDecimals(['3', '40'])).toBe(0);
  });

  it('is 0 for an empty column and ignores what is no decimal', () => {
    expect(columnDecimals([])).toBe(0);
    expect(columnDecimals(['--', '1.5'])).toBe(1);
  });
});
