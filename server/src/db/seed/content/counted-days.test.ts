import { describe, expect, it } from 'vitest';
import { arDays, ruDays } from './counted-days.js';

describe('counted days', () => {
  it('takes the Russian form of each number', () => {
    expect([1, 2, 5, 7, 11, 12, 21, 22, 25, 60, 111, 180].map(ruDays)).toEqual([
      '1 день', '2 дня', '5 дней', '7 дней', '11 дней', '12 дней', '21 день', '22 дня', '25 дней', '60 дней', '111 дней', '180 дней',
    ]);
  });

  it('takes the Arabic form of each number', () => {
    expect([1, 2, 3, 7, 10, 11, 15, 30, 103].map(arDays)).toEqual(['يوم واحد', 'يومين', '3 أيام', '7 أيام', '10 أيام', '11 يوماً', '15 يوماً', '30 يوماً', '103 أيام']);
  });
});
