import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate';

describe('interpolate', () => {
  it('puts each value in its placeholders, spaces inside the braces allowed', () => {
    expect(interpolate('{{a}} and {{ b }}, {{a}} again', { a: 'x', b: 2 })).toBe('x and 2, x again');
  });

  it('never escapes a value: React does when it renders the text', () => {
    expect(interpolate('Hi {{name}}', { name: '<b>&</b>' })).toBe('Hi <b>&</b>');
  });

  it('writes numbers, booleans and objects with a toString as text', () => {
    expect(interpolate('{{n}} {{zero}} {{no}} {{big}}', { n: 1.5, zero: 0, no: false, big: { toString: () => '12.30' } })).toBe('1.5 0 false 12.30');
  });

  it('empties a placeholder given as null or undefined, and keeps one not given at all', () => {
    expect(interpolate('[{{a}}][{{b}}][{{c}}]', { a: null, b: undefined })).toBe('[][][{{c}}]');
    expect(interpolate('Hello {{name}}', undefined)).toBe('Hello {{name}}');
    expect(interpolate('Hello {{name}}', {})).toBe('Hello {{name}}');
  });

  it('does not read inherited names nor a value for placeholders again', () => {
    expect(interpolate('{{constructor}} {{a}}', { a: '{{b}}', b: 'no' })).toBe('{{constructor}} {{b}}');
  });
});
