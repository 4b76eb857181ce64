import { describe, expect, it } from 'vitest';
import { readQueryId } from './query-id';

const read = (query: string, name?: string) => readQueryId(new URLSearchParams(query), name);

describe('readQueryId', () => {
  it('reads a positive integer id', () => {
    expect(read('id=42')).toBe(42);
    expect(read('saleId=7&id=1', 'saleId')).toBe(7);
    expect(read('id=9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses what is not a positive safe integer', () => {
    for (const query of ['', 'id=', 'id=0', 'id=-1', 'id=01', 'id=1.5', 'id=1e3', 'id=abc', 'id= 1', 'id=9007199254740993']) {
      expect(read(query), query).toBeNull();
    }
    expect(read('id=3', 'saleId')).toBeNull();
  });
});
