import { describe, expect, it } from 'vitest';
import { parseContractDirection, parseLeverage, parseMargin, parseOrderType, parsePrice, parseSignedAmount, parseSpotSide, parseTrigger, parseSecondDirection } from './parse.js';

describe('trading input', () => {
  it('reads prices: > 0, at most 12 decimals, messages to show', () => {
    expect(parsePrice('0.000024130001').toFixed()).toBe('0.000024130001');
    expect(() => parsePrice(undefined)).toThrow('Please enter a price');
    expect(() => parsePrice('1e3')).toThrow('Please enter a valid price');
    expect(() => parsePrice('-1')).toThrow('Please enter a valid price');
    expect(() => parsePrice('0')).toThrow('The price must be greater than 0');
    expect(() => parsePrice('1.0000000000001')).toThrow('at most 12 decimal places');
    expect(() => parsePrice('x', 'take-profit price')).toThrow('Please enter a valid take-profit price');
  });

  it('triggers: absent or empty is none', () => {
    expect(parseTrigger(undefined, 'stop-loss price')).toBeNull();
    expect(parseTrigger(' ', 'stop-loss price')).toBeNull();
    expect(parseTrigger('12.5', 'stop-loss price')?.toFixed()).toBe('12.5');
  });

  it('margin: an amount of at least minMargin', () => {
    expect(parseMargin('10').toFixed()).toBe('10');
    expect(() => parseMargin('9.99999999')).toThrow('The minimum margin is 10 USDT');
    expect(() => parseMargin('10.000000001')).toThrow('at most 8 decimal places');
    expect(() => parseMargin('')).toThrow('Please enter an amount');
  });

  it('leverage from the list only', () => {
    expect(parseLeverage(20)).toBe(20);
    expect(() => parseLeverage(4)).toThrow('Please choose a leverage of 1, 2, 3, 5, 10, 20, 50 or 100');
    expect(() => parseLeverage(undefined)).toThrow('Please choose a leverage');
  });

  it('choices', () => {
    expect(parseContractDirection('short')).toBe('short');
    expect(() => parseContractDirection('up')).toThrow('Please choose long or short');
    expect(parseOrderType('limit')).toBe('limit');
    expect(() => parseOrderType('stop')).toThrow('Please choose a market or a limit order');
    expect(parseSpotSide('sell')).toBe('sell');
    expect(() => parseSpotSide('long')).toThrow('Please choose buy or sell');
    expect(parseSecondDirection('down')).toBe('down');
    expect(() => parseSecondDirection(undefined)).toThrow('Please choose up or down');
  });

  it('signed amounts: a leading minus takes back', () => {
    expect(parseSignedAmount('-5.5').toFixed()).toBe('-5.5');
    expect(parseSignedAmount('5').toFixed()).toBe('5');
    expect(() => parseSignedAmount('-0')).toThrow('The amount must be greater than 0');
    expect(() => parseSignedAmount('--1')).toThrow('Please enter a valid amount');
  });
});
