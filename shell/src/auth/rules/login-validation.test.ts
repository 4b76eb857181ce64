import { describe, expect, it } from 'vitest';
import { emptyAuthForm, type AuthForm } from './auth-form';
import { loginError, loginErrors } from './login-validation';

const form = (patch: Partial<AuthForm>): AuthForm => ({ ...emptyAuthForm('93'), ...patch });
const account = form({ username: 'demo', password: 'secret', captcha: 'AB12' });
const email = form({ email: 'a@b.example', emailCode: '123456' });
const phone = form({ mobile: '701234567', smsCode: '654321' });

describe('sign-in validation', () => {
  it('asks the account tab for the username, then the password', () => {
    expect(loginError('account', { ...account, username: '  ', password: '' }, { captcha: false })).toBe('common:please_user');
    expect(loginError('account', { ...account, password: '' }, { captcha: false })).toBe('common:please_pwd');
    expect(loginError('account', account, { captcha: false })).toBeNull();
  });

  it('asks the account tab for the image code only when the tenant has the login captcha on', () => {
    expect(loginError('account', { ...account, captcha: '' }, { captcha: false })).toBeNull();
    expect(loginError('account', { ...account, captcha: ' ' }, { captcha: true })).toBe('common:please_code');
    expect(loginError('account', account, { captcha: true })).toBeNull();
  });

  it('asks the e-mail tab for the e-mail, then the code', () => {
    expect(loginError('email', { ...email, email: '' }, { captcha: true })).toBe('common:please_email');
    expect(loginError('email', { ...email, emailCode: '' }, { captcha: true })).toBe('common:please_code');
    expect(loginError('email', email, { captcha: true })).toBeNull();
  });

  it('asks the mobile tab for the number, then the code', () => {
    expect(loginError('phone', { ...phone, mobile: ' ' }, { captcha: false })).toBe('common:please_mobile');
    expect(loginError('phone', { ...phone, smsCode: '' }, { captcha: false })).toBe('common:please_code');
    expect(loginError('phone', phone, { captcha: false })).toBeNull();
  });

  it('reads only the fields of the chosen tab', () => {
    // An e-mail typed on another tab does not stand in for the username, nor an SMS code for the e-mail code.
    expect(loginError('account', form({ email: 'a@b.example', password: 'x' }), { captcha: false })).toBe('common:please_user');
    expect(loginError('email', form({ email: 'a@b.example', smsCode: '1' }), { captcha: false })).toBe('common:please_code');
  });

  it('refuses a field past the server’s limit first, on the tab shown only', () => {
    expect(loginError('account', { ...account, username: 'd'.repeat(65) }, { captcha: true })).toBe('auth:too_long');
    expect(loginError('account', { ...account, username: 'd'.repeat(64) }, { captcha: true })).toBeNull();
    expect(loginError('account', { ...account, password: 'p'.repeat(129) }, { captcha: true })).toBe('auth:too_long');
    expect(loginError('account', { ...account, password: 'p'.repeat(128) }, { captcha: true })).toBeNull();
    expect(loginError('account', { ...account, captcha: 'c'.repeat(17) }, { captcha: true })).toBe('auth:too_long');
    // Not shown, so not read: the image code without the captcha setting, the e-mail on the account tab.
    expect(loginError('account', { ...account, captcha: 'c'.repeat(17) }, { captcha: false })).toBeNull();
    expect(loginError('account', { ...account, email: 'e'.repeat(300) }, { captcha: true })).toBeNull();
    expect(loginError('email', { ...email, email: `${'e'.repeat(250)}@b.example` }, { captcha: false })).toBe('auth:too_long');
    expect(loginError('phone', { ...phone, mobile: '1'.repeat(21) }, { captcha: false })).toBe('auth:too_long');
  });
  it('counts characters as a person does: an emoji is one', () => {
    expect(loginError('account', { ...account, username: '😀'.repeat(64) }, { captcha: true })).toBeNull();
  });

  it('puts every missing field of the tab under that field at once', () => {
    expect(loginErrors('account', form({}), { captcha: true })).toEqual({ username: 'common:please_user', password: 'common:please_pwd', captcha: 'common:please_code' });
    expect(loginErrors('email', form({ emailCode: '1' }), { captcha: false })).toEqual({ email: 'common:please_email' });
    expect(loginErrors('phone', form({}), { captcha: false })).toEqual({ mobile: 'common:please_mobile', smsCode: 'common:please_code' });
    expect(loginErrors('account', { ...account, password: 'p'.repeat(129) }, { captcha: true })).toEqual({ password: 'auth:too_long' });
    expect(loginErrors('account', account, { captcha: true })).toEqual({});
  });
});
