import { describe, expect, it } from 'vitest';
import { triggerProblem, triggerSide } from './trigger-rules';

describe('take-profit and stop-loss prices', () => {
  it('are optional', () => {
    expect(triggerProblem('', 'tp', 'long', '100', 2)).toBeNull();
    expect(triggerProblem('   ', 'sl', 'long', '100', 2)).toBeNull();
  });
  it('sit on the side of the entry that closes in profit or in loss', () => {
    expect(triggerProblem('110', 'tp', 'long', '100', 2)).toBeNull();
    expect(triggerProblem('90', 'tp', 'long', '100', 2)).toBe('tp_above');
    expect(triggerProblem('90', 'sl', 'long', '100', 2)).toBeNull();
    expect(triggerProblem('100', 'sl', 'long', '100', 2)).toBe('sl_below');
    expect(triggerProblem('110', 'tp', 'short', '100', 2)).toBe('tp_below');
    expect(triggerProblem('90', 'sl', 'short', '100', 2)).toBe('sl_above');
    expect(triggerSide('tp', 'long')).toBe('above');
    expect(triggerSide('sl', 'short')).toBe('above');
    expect(triggerSide('sl', 'long')).toBe('below');
  });
  it('must be prices as the UI kit reads them first, saying why not', () => {
    expect(triggerProblem('1x', 'tp', 'long', '100', 2)).toBe('letters');
    expect(triggerProblem('1e5', 'tp', 'long', '100', 2)).toBe('exponent');
    expect(triggerProblem('-110', 'tp', 'long', '100', 2)).toBe('negative');
    expect(triggerProblem('110.123', 'tp', 'long', '100', 2)).toBe('decimals');
    expect(triggerProblem('0', 'sl', 'short', '100', 2)).toBe('zero');
    // The server reads at most 15 whole digits.
    expect(triggerProblem('1000000000000000', 'tp', 'long', '100', 2)).toBe('digits');
    expect(triggerProblem('999999999999999', 'tp', 'long', '100', 2)).toBeNull();
  });
  it('reads grouping the page language writes, compared in decimals', () => {
    expect(triggerProblem('1,100.5', 'tp', 'long', '1100.4', 2)).toBeNull();
    expect(triggerProblem('1,100.4', 'tp', 'long', '1100.4', 2)).toBe('tp_above');
  });
});
