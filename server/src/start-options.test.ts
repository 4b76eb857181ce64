import { describe, expect, it } from 'vitest';
import { demoAccountOf, devOriginsOf, modeOf } from './start-options.js';

describe('start options', () => {
  it('run in production unless ATRIUM_MODE says development; anything else stops the start', () => {
    expect(modeOf(undefined)).toBe('production');
    expect(modeOf('')).toBe('production');
    expect(modeOf('production')).toBe('production');
    expect(modeOf('development')).toBe('development');
    expect(() => modeOf('dev')).toThrow('ATRIUM_MODE must be "production" or "development", not "dev"');
  });

  it('create a demo account only when ATRIUM_DEMO_ACCOUNT asks', () => {
    expect(demoAccountOf(undefined)).toBe('none');
    expect(demoAccountOf('0')).toBe('none');
    expect(demoAccountOf('1')).toBe('keep');
    expect(demoAccountOf('new-password')).toBe('new-password');
    expect(() => demoAccountOf('yes')).toThrow(/ATRIUM_DEMO_ACCOUNT must be 1 or new-password/);
  });

  it('take DEV_ORIGINS as exact origins only', () => {
    expect(devOriginsOf(undefined)).toEqual([]);
    expect(devOriginsOf(' http://192.168.1.20:3000 , https://dev.example.com ')).toEqual(['http://192.168.1.20:3000', 'https://dev.example.com']);
    expect(() => devOriginsOf('http://dev.example.com/')).toThrow(/not an origin/);
    expect(() => devOriginsOf('dev.example.com')).toThrow(/not an origin/);
    expect(() => devOriginsOf('ftp://dev.example.com')).toThrow(/not an origin/);
  });
});
