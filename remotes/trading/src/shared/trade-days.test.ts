import { describe, expect, it } from 'vitest';
import { groupByDay } from './trade-days';

describe('groupByDay', () => {
  it('starts a group where the day changes, keeping the order', () => {
    const items = [
      { id: 1, day: '11/28/2026' },
      { id: 2, day: '11/28/2026' },
      { id: 3, day: '11/27/2026' },
    ];
    expect(groupByDay(items, (item) => item.day)).toEqual([
      { day: '11/28/2026', items: [items[0], items[1]] },
      { day: '11/27/2026', items: [items[2]] },
    ]);
  });

  it('gives no group for no items', () => {
    expect(groupByDay([], () => 'x')).toEqual([]);
  });
});
