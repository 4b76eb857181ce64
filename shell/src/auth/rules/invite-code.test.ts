import { describe, expect, it } from 'vitest';
import { inviteCodeRequired } from './invite-code';

describe('the invite-code rule', () => {
  it('requires the code for the methods the tenant lists and no other', () => {
    expect(inviteCodeRequired('account', [])).toBe(false);
    expect(inviteCodeRequired('account', ['account', 'email'])).toBe(true);
    expect(inviteCodeRequired('email', ['account', 'email'])).toBe(true);
    expect(inviteCodeRequired('phone', ['account', 'email'])).toBe(false);
    expect(inviteCodeRequired('phone', ['phone'])).toBe(true);
  });
});
