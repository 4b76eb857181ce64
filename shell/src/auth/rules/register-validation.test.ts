import { describe, expect, it } from 'vitest';
import { emptyAuthForm, type AuthForm } from './auth-form';
import { registerError, registerErrors, type RegisterRules } from './register-validation';

const form = (patch: Partial<AuthForm>): AuthForm => ({ ...emptyAuthForm('93'), password: 'secret1', password2: 'secret1', ...patch });
const RULES: RegisterRules = { imageCode: false, inviteRequired: false, phoneWithEmail: false, agreed: true };
const account = form({ username: 'newbie' });
const email = form({ email: 'new@b.example', emailCode: '123456' });
const phone = form({ mobile: '701234567', smsCode: '654321' });

describe('sign-up validation', () => {
  it('asks each method for its own identity', () => {
    expect(registerError('account', { ...account, username: ' ' }, RULES)).toBe('common:please_user');
    expect(registerError('email', { ...email, email: '' }, RULES)).toBe('common:please_email');
    expect(registerError('phone', { ...phone, mobile: '' }, RULES)).toBe('common:please_mobile');
  });

  it('accepts a complete form of each method', () => {
    expect(registerError('account', account, RULES)).toBeNull();
    expect(registerError('email', email, RULES)).toBeNull();
    expect(registerError('phone', phone, RULES)).toBeNull();
  });

  it('asks the e-mail method for the mobile number too when the tenant has phoneRequiredWithEmail', () => {
    const rules = { ...RULES, phoneWithEmail: true };
    expect(registerError('email', email, rules)).toBe('common:please_mobile');
    expect(registerError('email', { ...email, mobile: '5550100' }, rules)).toBeNull();
    // The flag concerns the e-mail method only.
    expect(registerError('account', account, rules)).toBeNull();
  });

  it('requires the password, then the same password again', () => {
    expect(registerError('account', { ...account, password: '', password2: '' }, RULES)).toBe('common:please_pwd');
    expect(registerError('account', { ...account, password2: '' }, RULES)).toBe('auth:please_pwd_again');
    expect(registerError('account', { ...account, password2: 'secret2' }, RULES)).toBe('auth:register_pwd_diff');
  });

  it('requires the invite code only for the methods the tenant lists', () => {
    expect(registerError('account', account, { ...RULES, inviteRequired: true })).toBe('auth:plug_shareCode');
    expect(registerError('account', { ...account, inviteCode: ' ' }, { ...RULES, inviteRequired: true })).toBe('auth:plug_shareCode');
    expect(registerError('account', { ...account, inviteCode: 'DEMO01' }, { ...RULES, inviteRequired: true })).toBeNull();
    expect(registerError('account', account, { ...RULES, inviteRequired: false })).toBeNull();
  });

  it('requires the e-mailed code for the e-mail method and the SMS code for the mobile method', () => {
    expect(registerError('email', { ...email, emailCode: '' }, RULES)).toBe('common:please_code');
    expect(registerError('email', { ...email, emailCode: '', smsCode: '1' }, RULES)).toBe('common:please_code');
    expect(registerError('phone', { ...phone, smsCode: '' }, RULES)).toBe('common:please_code');
  });

  it('requires the image code for the account method only when the tenant shows it (h5Code)', () => {
    expect(registerError('account', account, { ...RULES, imageCode: true })).toBe('common:please_code');
    expect(registerError('account', { ...account, captcha: 'x7k2' }, { ...RULES, imageCode: true })).toBeNull();
    expect(registerError('email', email, { ...RULES, imageCode: true })).toBeNull();
  });

  it('requires the consent to the terms last', () => {
    expect(registerError('account', account, { ...RULES, agreed: false })).toBe('auth:agree_required');
    expect(registerError('account', { ...account, username: '' }, { ...RULES, agreed: false })).toBe('common:please_user');
  });

  it('reports the problems in the order of spec §5', () => {
    const rules = { imageCode: true, inviteRequired: true, phoneWithEmail: false, agreed: false };
    const steps: Array<[Partial<AuthForm>, string | null]> = [
      [{}, 'common:please_user'],
      [{ username: 'newbie' }, 'common:please_pwd'],
      [{ password: 'secret1' }, 'auth:please_pwd_again'],
      [{ password2: 'secret9' }, 'auth:register_pwd_diff'],
      [{ password2: 'secret1' }, 'auth:plug_shareCode'],
      [{ inviteCode: 'DEMO01' }, 'common:please_code'],
      [{ captcha: 'x7k2' }, 'auth:agree_required'],
    ];
    let current = emptyAuthForm('93');
    for (const [patch, expected] of steps) {
      current = { ...current, ...patch };
      expect(registerError('account', current, rules)).toBe(expected);
    }
    expect(registerError('account', current, { ...rules, agreed: true })).toBeNull();
  });

  it('refuses a field past the server’s limit before anything else, on the method shown only', () => {
    expect(registerError('account', { ...account, username: 'a'.repeat(5000) }, { ...RULES, agreed: false })).toBe('auth:too_long');
    expect(registerError('account', { ...account, username: 'a'.repeat(20) }, RULES)).toBeNull();
    expect(registerError('account', { ...account, username: 'a'.repeat(21) }, RULES)).toBe('auth:too_long');
    expect(registerError('account', { ...account, password: 'p'.repeat(65), password2: 'p'.repeat(65) }, RULES)).toBe('auth:too_long');
    expect(registerError('account', { ...account, inviteCode: 'I'.repeat(33) }, RULES)).toBe('auth:too_long');
    expect(registerError('account', { ...account, captcha: 'c'.repeat(17) }, { ...RULES, imageCode: true })).toBe('auth:too_long');
    expect(registerError('account', { ...account, captcha: 'c'.repeat(17) }, RULES)).toBeNull();
    expect(registerError('email', { ...email, mobile: '1'.repeat(21) }, RULES)).toBeNull();
    expect(registerError('email', { ...email, mobile: '1'.repeat(21) }, { ...RULES, phoneWithEmail: true })).toBe('auth:too_long');
    expect(registerError('phone', { ...phone, smsCode: '1'.repeat(17) }, RULES)).toBe('auth:too_long');
  });

  it('puts every problem under its own field at once, for the screen to say inline', () => {
    const rules = { imageCode: true, inviteRequired: true, phoneWithEmail: false, agreed: false };
    expect(registerErrors('account', emptyAuthForm('93'), rules)).toEqual({
      username: 'common:please_user',
      password: 'common:please_pwd',
      password2: 'auth:please_pwd_again',
      inviteCode: 'auth:plug_shareCode',
      captcha: 'common:please_code',
      agree: 'auth:agree_required',
    });
    expect(registerErrors('email', { ...email, email: '', password2: 'other1' }, { ...RULES, phoneWithEmail: true })).toEqual({
      email: 'common:please_email',
      mobile: 'common:please_mobile',
      password2: 'auth:register_pwd_diff',
    });
    expect(registerErrors('phone', phone, RULES)).toEqual({});
  });

  it('marks a field past its limit under that field', () => {
    expect(registerErrors('account', { ...account, username: 'a'.repeat(21) }, RULES)).toEqual({ username: 'auth:too_long' });
  });
});
