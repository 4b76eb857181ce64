import { describe, expect, it } from 'vitest';
import { emptyAuthForm, type AuthForm } from './auth-form';
import { loginPayload } from './login-payload';

const typed: AuthForm = {
  ...emptyAuthForm('93'),
  username: ' newbie ',
  email: ' new@b.example ',
  mobile: '70 123 4567',
  password: ' pass word ',
  password2: ' pass word ',
  emailCode: ' 123456 ',
  smsCode: '654321',
  captcha: ' x7k2 ',
  inviteCode: ' DEMO01 ',
};

describe('login payload (spec §3)', () => {
  it('sends the account with signType 3, the password as typed, and the image code only when asked', () => {
    expect(loginPayload('account', typed, { captcha: false })).toEqual({ signType: 3, loginName: 'newbie', loginPassword: ' pass word ' });
    expect(loginPayload('account', typed, { captcha: true })).toEqual({ signType: 3, loginName: 'newbie', loginPassword: ' pass word ', code: 'x7k2' });
  });

  it('sends the e-mail with signType 1 and the e-mailed code', () => {
    expect(loginPayload('email', typed, { captcha: true })).toEqual({ signType: 1, email: 'new@b.example', code: '123456' });
  });

  it('sends the full phone number with signType 2 and the SMS code', () => {
    expect(loginPayload('phone', typed, { captcha: false })).toEqual({ signType: 2, phone: '+93701234567', code: '654321' });
    expect(loginPayload('phone', { ...typed, areaCode: '1' }, { captcha: false }).phone).toBe('+1701234567');
  });
});
