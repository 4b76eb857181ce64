import { describe, expect, it } from 'vitest';
import { passwordChangeErrors } from './validate-passwords';

describe('password form validation', () => {
  const change = { current: 'old-secret', password: 'new-secret', confirm: 'new-secret' };

  it('accepts a new password typed twice the same', () => {
    expect(passwordChangeErrors(change, true)).toEqual({});
    expect(passwordChangeErrors({ ...change, current: '' }, false)).toEqual({});
  });

  it('asks for every field that is empty', () => {
    expect(passwordChangeErrors({ current: '', password: '', confirm: '' }, true)).toEqual({
      current: 'current_required',
      password: 'password_required',
      confirm: 'confirm_required',
    });
  });

  it('does not ask for the current password when setting a first one', () => {
    expect(passwordChangeErrors({ current: '', password: '', confirm: '' }, false)).not.toHaveProperty('current');
  });

  it('wants 6 to 64 characters', () => {
    expect(passwordChangeErrors({ ...change, password: '12345', confirm: '12345' }, true).password).toBe('password_length');
    expect(passwordChangeErrors({ ...change, password: '123456', confirm: '123456' }, true).password).toBeUndefined();
    expect(passwordChangeErrors({ ...change, password: 'x'.repeat(65), confirm: 'x'.repeat(65) }, true).password).toBe('password_length');
  });

  it('refuses a repeat that differs', () => {
    expect(passwordChangeErrors({ ...change, confirm: 'new-secreT' }, true)).toEqual({ confirm: 'password_mismatch' });
  });

  it('refuses a new password equal to the current one', () => {
    expect(passwordChangeErrors({ current: 'same-one', password: 'same-one', confirm: 'same-one' }, true)).toEqual({ password: 'password_same' });
  });
});
