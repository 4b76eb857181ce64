import { describe, expect, it } from 'vitest';
import { groupByDay, timeOfDay } from './trade-days';

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

describe('timeOfDay', () => {
  it('is what follows the date', () => {
    expect(timeOfDay('11/27/2026 09:05:03', '11/27/2026')).toBe('09:05:03');
    expect(timeOfDay('2026-11-27 23:59:59 GMT+8', '2026-11-27')).toBe('23:59:59 GMT+8');
  });

  it('keeps the whole text when the date is not where expected', () => {
    expect(timeOfDay('09:05:03', '11/27/2026')).toBe('09:05:03');
  });
});
