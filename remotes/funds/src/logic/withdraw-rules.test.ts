import { describe, expect, it } from 'vitest';
import { withdrawProblems } from './withdraw-rules';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const limits = { chain: { chain: 'TRC20', minAmount: '10', maxAmount: '5000', fee: '1' }, available: '1000', decimals: 6 };
const check = (address: string, amount: string) => withdrawProblems({ address, label: '', amount }, limits);

describe('a withdrawal’s problems, field by field', () => {
  it('none for an address of the network and an amount within the limits and the balance', () => {
    expect(check(TRON, '100.5')).toEqual({});
  });

  it('an address of another format, and the amount’s own rule (missing, below, above, over the balance)', () => {
    expect(check('0x123', '')).toEqual({ address: 'error_address', amount: 'required' });
    expect(check(TRON, '5')).toEqual({ amount: 'below_min' });
    expect(check(TRON, '6000')).toEqual({ amount: 'above_max' });
    expect(check(TRON, '2000')).toEqual({ amount: 'insufficient' });
  });

  it('an amount the fee would take whole, nothing arriving', () => {
    const dear = { ...limits, chain: { ...limits.chain, minAmount: '1', fee: '2' } };
    expect(withdrawProblems({ address: TRON, label: '', amount: '2' }, dear)).toEqual({ amount: 'error_fee_exceeds' });
    expect(withdrawProblems({ address: TRON, label: '', amount: '2.5' }, dear)).toEqual({});
  });
});
