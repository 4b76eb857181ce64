import { describe, expect, it } from 'vitest';
import { quoteDeadline, secondsLeft } from './quote-countdown';

describe('quote countdown', () => {
  it('runs from the moment the quote arrived, in whole seconds rounded up, down to 0', () => {
    const deadline = quoteDeadline({ validForMs: 10_000 }, 5_000);
    expect(deadline).toBe(15_000);
    expect(secondsLeft(deadline, 5_000)).toBe(10);
    expect(secondsLeft(deadline, 5_001)).toBe(10);
    expect(secondsLeft(deadline, 14_000)).toBe(1);
    expect(secondsLeft(deadline, 14_999)).toBe(1);
    expect(secondsLeft(deadline, 15_000)).toBe(0);
    expect(secondsLeft(deadline, 99_000)).toBe(0);
  });
});
