import { describe, expect, it } from 'vitest';
import { netOfFee } from './amount';

// The amount rules themselves (typing, validation, Max) are tested where they live, in @atrium/ui.
describe('fee and net', () => {
  it('takes the fee from the amount', () => {
    expect(netOfFee('100', '1.5')?.toFixed()).toBe('98.5');
    expect(netOfFee('0.1', '0.2')?.toFixed()).toBe('0');
    expect(netOfFee('0.3', '0.1')?.toFixed()).toBe('0.2');
    expect(netOfFee('', '1')).toBeNull();
  });
});
