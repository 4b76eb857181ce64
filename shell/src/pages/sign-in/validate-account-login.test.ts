import { describe, expect, it } from 'vitest';
import { accountLoginError } from './validate-account-login';

describe('account login validation', () => {
  const full = { username: 'demo', password: 'secret', code: 'AB12' };
  it('asks for the username first, then the password', () => {
    expect(accountLoginError({ ...full, username: ' ', password: '' }, false)).toBe('please_user');
    expect(accountLoginError({ ...full, password: '' }, false)).toBe('please_pwd');
  });
  it('asks for the captcha only when the captcha setting is on', () => {
    expect(accountLoginError({ ...full, code: '' }, false)).toBeNull();
    expect(accountLoginError({ ...full, code: '' }, true)).toBe('please_code');
  });
});
