import { describe, expect, it } from 'vitest';
import { initialMethod, signInMethods, signUpMethods } from './auth-methods';

const ALL_OPEN = { ordinaryIsOpen: true, emailIsOpen: true, phoneIsOpen: true };
const PLAIN_SIGN_IN = { alwaysShowAccountTab: false, reverseTabs: false };
const PLAIN_SIGN_UP = { reverseTabs: false, phoneRequiredWithEmail: false };

describe('sign-in tabs', () => {
  it('shows account, e-mail and mobile in that order when all are open', () => {
    expect(signInMethods(ALL_OPEN, PLAIN_SIGN_IN)).toEqual(['account', 'email', 'phone']);
  });

  it('shows only the methods the server opens', () => {
    expect(signInMethods({ ordinaryIsOpen: false, emailIsOpen: true, phoneIsOpen: false }, PLAIN_SIGN_IN)).toEqual(['email']);
    expect(signInMethods({ ordinaryIsOpen: true, emailIsOpen: false, phoneIsOpen: true }, PLAIN_SIGN_IN)).toEqual(['account', 'phone']);
    expect(signInMethods({ ordinaryIsOpen: false, emailIsOpen: false, phoneIsOpen: false }, PLAIN_SIGN_IN)).toEqual([]);
  });

  it('always shows the account tab and never the e-mail tab for a tenant with alwaysShowAccountTab', () => {
    const flags = { alwaysShowAccountTab: true, reverseTabs: false };
    expect(signInMethods(ALL_OPEN, flags)).toEqual(['account', 'phone']);
    expect(signInMethods({ ordinaryIsOpen: false, emailIsOpen: true, phoneIsOpen: false }, flags)).toEqual(['account']);
  });

  it('reverses the order for a tenant with reverseTabs', () => {
    expect(signInMethods(ALL_OPEN, { alwaysShowAccountTab: false, reverseTabs: true })).toEqual(['phone', 'email', 'account']);
  });

  it('combines both flags as the harbor tenant does', () => {
    expect(signInMethods({ ordinaryIsOpen: true, emailIsOpen: false, phoneIsOpen: true }, { alwaysShowAccountTab: true, reverseTabs: true })).toEqual([
      'phone',
      'account',
    ]);
  });
});

describe('sign-up tabs', () => {
  it('shows account, e-mail and mobile in that order, each only when open', () => {
    expect(signUpMethods(ALL_OPEN, PLAIN_SIGN_UP)).toEqual(['account', 'email', 'phone']);
    expect(signUpMethods({ ordinaryIsOpen: true, emailIsOpen: false, phoneIsOpen: true }, PLAIN_SIGN_UP)).toEqual(['account', 'phone']);
  });

  it('reverses the order for a tenant with reverseTabs', () => {
    expect(signUpMethods(ALL_OPEN, { reverseTabs: true, phoneRequiredWithEmail: false })).toEqual(['phone', 'email', 'account']);
  });
});

describe('the tab selected on arrival', () => {
  it('is the account tab wherever it stands', () => {
    expect(initialMethod(['account', 'email', 'phone'])).toBe('account');
    expect(initialMethod(['phone', 'account'])).toBe('account');
  });

  it('is the first tab when there is no account tab, and none when there are no tabs', () => {
    expect(initialMethod(['email', 'phone'])).toBe('email');
    expect(initialMethod([])).toBeUndefined();
  });
});
