import { describe, expect, it } from 'vitest';
import { emptyAuthForm, type AuthForm } from './auth-form';
import { resetPasswordError } from './reset-password-validation';

const complete: AuthForm = { ...emptyAuthForm('93'), email: 'demo@atrium.example', password: 'newpass1', password2: 'newpass1', emailCode: '123456' };

describe('password reset validation', () => {
  it('requires every field, in the order of the form', () => {
    expect(resetPasswordError({ ...complete, email: ' ' })).toBe('common:please_email');
    expect(resetPasswordError({ ...complete, password: '' })).toBe('common:please_pwd');
    expect(resetPasswordError({ ...complete, password2: '' })).toBe('auth:please_pwd_again');
    expect(resetPasswordError({ ...complete, emailCode: '' })).toBe('common:please_code');
  });

  it('requires the two passwords to match', () => {
    expect(resetPasswordError({ ...complete, password2: 'newpass2' })).toBe('auth:register_pwd_diff');
  });

  it('accepts a complete form', () => {
    expect(resetPasswordError(complete)).toBeNull();
  });

  it('refuses a field past the server’s limit before anything else', () => {
    expect(resetPasswordError({ ...complete, password: 'p'.repeat(65), password2: 'p'.repeat(65) })).toBe('auth:too_long');
    expect(resetPasswordError({ ...complete, password: 'p'.repeat(64), password2: 'p'.repeat(64) })).toBeNull();
    expect(resetPasswordError({ ...complete, emailCode: '1'.repeat(17) })).toBe('auth:too_long');
    expect(resetPasswordError({ ...complete, email: `${'e'.repeat(250)}@atrium.example`, password: '' })).toBe('auth:too_long');
  });
});
