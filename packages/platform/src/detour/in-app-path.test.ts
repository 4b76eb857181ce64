import { describe, expect, it } from 'vitest';
import { inAppPath, returnToOf, withReturnTo } from './in-app-path';

describe('inAppPath', () => {
  it('keeps a path of the app with its query and hash', () => {
    expect(inAppPath('/withdraw-apply?coin=usdt&chain=TRC20')).toBe('/withdraw-apply?coin=usdt&chain=TRC20');
    expect(inAppPath('/help#faq')).toBe('/help#faq');
    expect(inAppPath('/')).toBe('/');
  });

  it.each([
    ['another origin', 'https://evil.example/withdraw'],
    ['a protocol-relative address', '//evil.example/withdraw'],
    ['a backslashed one', '/\\evil.example'],
    ['a backslash further on', '/a\\..\\//evil.example'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'withdraw'],
    ['a control character', '/with\ndraw'],
    ['a tab before slashes', '/\t/evil.example'],
    ['nothing', ''],
  ])('refuses %s', (_, raw) => {
    expect(inAppPath(raw)).toBeNull();
  });

  it('refuses a missing value', () => {
    expect(inAppPath(null)).toBeNull();
    expect(inAppPath(undefined)).toBeNull();
  });

  it('normalises dot segments without leaving the origin', () => {
    expect(inAppPath('/a/../withdraw')).toBe('/withdraw');
    expect(inAppPath('/../../etc')).toBe('/etc');
  });
});

describe('withReturnTo and returnToOf', () => {
  it('adds the way back to the detour, keeping its own query', () => {
    const to = withReturnTo('/addAddress?coin=usdt', '/withdraw-apply?coin=usdt&chain=TRC20');
    const url = new URL(to, 'https://x.invalid');
    expect(url.pathname).toBe('/addAddress');
    expect(url.searchParams.get('coin')).toBe('usdt');
    expect(returnToOf(url.search)).toBe('/withdraw-apply?coin=usdt&chain=TRC20');
  });

  it('leaves out a way back that is not in the app', () => {
    expect(withReturnTo('/fund-password', 'https://evil.example')).toBe('/fund-password');
  });

  it('reads no way back from a query that names another site', () => {
    expect(returnToOf('?returnTo=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnToOf('?returnTo=%2F%2Fevil.example')).toBeNull();
    expect(returnToOf('')).toBeNull();
  });
});
