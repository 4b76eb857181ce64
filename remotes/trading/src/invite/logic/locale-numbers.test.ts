import { describe, expect, it } from 'vitest';
import { formatRate, formatSeconds } from './locale-numbers';

describe('formatRate', () => {
  it('shows a decimal rate as a percentage written the locale’s way, with ASCII digits', () => {
    expect(formatRate('0.2', 'en')).toBe('20%');
    expect(formatRate('0.0005', 'en')).toBe('0.05%');
    expect(formatRate('0.001', 'de')).toBe('0,1\u00a0%');
    expect(formatRate('0.2', 'tr')).toBe('%20');
    expect(formatRate('0.85', 'ar')).toMatch(/^\u200f?85\u200e?[٪%]/);
  });

  it('keeps the exact decimal: no float rounding on the way', () => {
    expect(formatRate('0.00035', 'en')).toBe('0.035%');
  });

  it('shows "--" for a missing or malformed rate', () => {
    expect(formatRate('n/a', 'en')).toBe('--');
    expect(formatRate(undefined, 'en')).toBe('--');
    expect(formatRate('1e-3', 'en')).toBe('--');
  });
});

describe('formatSeconds', () => {
  it('uses the largest whole unit', () => {
    expect(formatSeconds(30, 'en')).toBe('30 sec');
    expect(formatSeconds(90, 'en')).toBe('90 sec');
    expect(formatSeconds(300, 'en')).toBe('5 min');
    expect(formatSeconds(7200, 'en')).toBe('2 hr');
  });
});
