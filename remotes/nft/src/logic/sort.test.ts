import { describe, expect, it } from 'vitest';
import { sortOf } from './sort';

describe('sortOf', () => {
  it('keeps a known sort and falls back to the newest', () => {
    expect(sortOf('price_desc')).toBe('price_desc');
    expect(sortOf(null)).toBe('newest');
    expect(sortOf('cheapest')).toBe('newest');
  });
});
