import { describe, expect, it } from 'vitest';
import { moveBy, moveToTop, sameOrder } from './reorder';

describe('reordering the watchlist', () => {
  const list = ['a', 'b', 'c', 'd'];

  it('moves an item up or down one place', () => {
    expect(moveBy(list, 2, -1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveBy(list, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('changes nothing for a move past either end', () => {
    expect(moveBy(list, 0, -1)).toEqual(list);
    expect(moveBy(list, 3, 1)).toEqual(list);
  });

  it('moves an item to the top', () => {
    expect(moveToTop(list, 3)).toEqual(['d', 'a', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('tells whether an order changed', () => {
    expect(sameOrder(list, [...list])).toBe(true);
    expect(sameOrder(list, moveToTop(list, 1))).toBe(false);
  });
});
