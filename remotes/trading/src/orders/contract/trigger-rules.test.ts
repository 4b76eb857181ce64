import { describe, expect, it } from 'vitest';
import { triggerProblem } from './trigger-rules';

describe('take-profit and stop-loss prices', () => {
  it('are optional', () => {
    expect(triggerProblem('', 'tp', 'long', '100', 2)).toBeNull();
  });
  it('sit on the side of the entry that closes in profit or in loss', () => {
    expect(triggerProblem('110', 'tp', 'long', '100', 2)).toBeNull();
    expect(triggerProblem('90', 'tp', 'long', '100', 2)).toBe('tp_above');
    expect(triggerProblem('90', 'sl', 'long', '100', 2)).toBeNull();
    expect(triggerProblem('100', 'sl', 'long', '100', 2)).toBe('sl_below');
    expect(triggerProblem('110', 'tp', 'short', '100', 2)).toBe('tp_below');
    expect(triggerProblem('90', 'sl', 'short', '100', 2)).toBe('sl_above');
  });
  it('must be prices first', () => {
    expect(triggerProblem('1x', 'tp', 'long', '100', 2)).toBe('not_a_number');
    expect(triggerProblem('110.123', 'tp', 'long', '100', 2)).toBe('too_many_decimals');
  });
});
