import { describe, expect, it } from 'vitest';
import { emptyAuthForm } from './auth-form';
import { readSignedUpAccount, signedUpAccount, withSignedUpAccount } from './signed-up-account';

const typed = { ...emptyAuthForm('93'), username: ' newbie_01 ', email: ' new@b.example ', mobile: '70 123 4567', password: 'Secret-123', password2: 'Secret-123', inviteCode: 'DEMO01' };

describe('the account handed from sign-up to sign-in', () => {
  it('is the name the method signs in with, never the password', () => {
    expect(signedUpAccount('account', typed)).toEqual({ method: 'account', username: 'newbie_01' });
    expect(signedUpAccount('email', typed)).toEqual({ method: 'email', email: 'new@b.example' });
    expect(signedUpAccount('phone', { ...typed, areaCode: '49' })).toEqual({ method: 'phone', areaCode: '49', mobile: '70 123 4567' });
    for (const method of ['account', 'email', 'phone'] as const) expect(JSON.stringify(signedUpAccount(method, typed))).not.toContain('Secret');
  });

  it('fills the sign-in form, leaving the password empty', () => {
    const form = withSignedUpAccount(emptyAuthForm('93'), { method: 'phone', areaCode: '49', mobile: '701234567' });
    expect(form).toMatchObject({ areaCode: '49', mobile: '701234567', password: '', username: '' });
    expect(withSignedUpAccount(emptyAuthForm('93'), null)).toEqual(emptyAuthForm('93'));
  });

  it('reads a route state only when it is well formed', () => {
    expect(readSignedUpAccount({ signedUp: { method: 'email', email: 'a@b.example' } })).toEqual({ method: 'email', email: 'a@b.example' });
    expect(readSignedUpAccount({ signedUp: { method: 'account', username: 'x', password: 'leak' } })).toEqual({ method: 'account', username: 'x' });
    expect(readSignedUpAccount({ signedUp: { method: 'phone', areaCode: '1; drop', mobile: '5' } })).toBeNull();
    expect(readSignedUpAccount({ signedUp: { method: 'email', email: 42 } })).toBeNull();
    expect(readSignedUpAccount({ signedUp: { method: 'wallet' } })).toBeNull();
    expect(readSignedUpAccount(null)).toBeNull();
    expect(readSignedUpAccount('x')).toBeNull();
  });
});
