import { describe, expect, it } from 'vitest';
import { emptyAuthForm, type AuthForm } from './auth-form';
import { registerPayload } from './register-payload';

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

describe('register payload (spec §3)', () => {
  const plain = { imageCode: false, phoneWithEmail: false };

  it('sends the account with signType 3, the invite code as activeCode, and the image code only when shown', () => {
    expect(registerPayload('account', typed, plain)).toEqual({ signType: 3, loginName: 'newbie', loginPassword: ' pass word ', activeCode: 'DEMO01' });
    expect(registerPayload('account', typed, { ...plain, imageCode: true }).code).toBe('x7k2');
  });

  it('sends the e-mail with signType 1 and its code, and the phone when the tenant asks for it', () => {
    expect(registerPayload('email', typed, plain)).toEqual({
      signType: 1,
      email: 'new@b.example',
      code: '123456',
      loginPassword: ' pass word ',
      activeCode: 'DEMO01',
    });
    expect(registerPayload('email', typed, { ...plain, phoneWithEmail: true }).phone).toBe('+93701234567');
  });

  it('sends the full phone number with signType 2 and the SMS code', () => {
    expect(registerPayload('phone', typed, plain)).toEqual({
      signType: 2,
      phone: '+93701234567',
      code: '654321',
      loginPassword: ' pass word ',
      activeCode: 'DEMO01',
    });
  });

  it('leaves the invite code out when none was typed', () => {
    expect(registerPayload('phone', { ...typed, inviteCode: '  ' }, plain)).not.toHaveProperty('activeCode');
  });
});
