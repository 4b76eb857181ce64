import { describe, expect, it } from 'vitest';
import { acceptDecimalInput, amountError, maxAmount, netOfFee } from './amount';

describe('typing an amount', () => {
  it('accepts digits and one dot, at most 8 decimals', () => {
    expect(acceptDecimalInput('12.5', '12.')).toBe('12.5');
    expect(acceptDecimalInput('1.123456789', '1.12345678')).toBe('1.12345678');
    expect(acceptDecimalInput('1.2.3', '1.2')).toBe('1.2');
    expect(acceptDecimalInput('1e5', '1')).toBe('1');
    expect(acceptDecimalInput('-3', '')).toBe('');
  });
  it('turns a comma into a dot and a leading dot into 0.', () => {
    expect(acceptDecimalInput('3,5', '3')).toBe('3.5');
    expect(acceptDecimalInput('.5', '')).toBe('0.5');
  });
  it('honours fewer decimals for a coin that has fewer', () => {
    expect(acceptDecimalInput('1.1234567', '1.123456', 6)).toBe('1.123456');
  });
});

describe('validating an amount', () => {
  it('requires a well-formed positive number', () => {
    expect(amountError('')).toBe('required');
    expect(amountError('1.')).toBe('format');
    expect(amountError('abc')).toBe('format');
    expect(amountError('1.123456789')).toBe('format');
    expect(amountError('0')).toBe('zero');
  });
  it('checks the minimum and the maximum with decimal maths', () => {
    expect(amountError('9.99999999', { min: '10' })).toBe('below_min');
    expect(amountError('10', { min: '10' })).toBeNull();
    expect(amountError('100.00000001', { max: '100' })).toBe('above_max');
    expect(amountError('1000000', { max: '0' })).toBeNull();
  });
  it('refuses more than the balance', () => {
    expect(amountError('0.30000001', { balance: '0.3' })).toBe('insufficient');
    expect(amountError('0.3', { balance: '0.3' })).toBeNull();
    expect(amountError('1', { balance: null })).toBe('insufficient');
  });
});

describe('Max / All', () => {
  it('floors the balance to the coin decimals, never rounding up', () => {
    expect(maxAmount('1.23456789999', 8)).toBe('1.23456789');
    expect(maxAmount('99.9999999', 6)).toBe('99.999999');
    expect(maxAmount('0', 6)).toBe('0');
    expect(maxAmount(undefined, 6)).toBe('0');
  });
});

describe('fee and net', () => {
  it('takes the fee from the amount', () => {
    expect(netOfFee('100', '1.5')?.toFixed()).toBe('98.5');
    expect(netOfFee('0.1', '0.2')?.toFixed()).toBe('0');
    expect(netOfFee('0.3', '0.1')?.toFixed()).toBe('0.2');
    expect(netOfFee('', '1')).toBeNull();
  });
});
