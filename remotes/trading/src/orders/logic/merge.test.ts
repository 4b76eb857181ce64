import { describe, expect, it } from 'vitest';
import { removeById, upsertById } from './merge';

describe('merging rows by id', () => {
  it('replaces a known row in place and puts a new one first', () => {
    const rows = [{ id: 1, v: 'a' }, { id: 2, v: 'b' }];
    expect(upsertById(rows, { id: 2, v: 'B' })).toEqual([{ id: 1, v: 'a' }, { id: 2, v: 'B' }]);
    expect(upsertById(rows, { id: 3, v: 'c' })).toEqual([{ id: 3, v: 'c' }, ...rows]);
    expect(removeById(rows, 1)).toEqual([{ id: 2, v: 'b' }]);
  });
});
