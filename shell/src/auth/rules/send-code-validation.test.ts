import { describe, expect, it } from 'vitest';
import { emailCodeTargetError, mobileCodeTargetError } from './send-code-validation';

describe('sending a code', () => {
  it('needs an e-mail first', () => {
    expect(emailCodeTargetError(' ')).toBe('auth:login_please_emailCode');
    expect(emailCodeTargetError('a@b.example')).toBeNull();
  });

  it('needs a mobile number first', () => {
    expect(mobileCodeTargetError('')).toBe('auth:login_please_mobileCode');
    expect(mobileCodeTargetError('701234567')).toBeNull();
  });
});
