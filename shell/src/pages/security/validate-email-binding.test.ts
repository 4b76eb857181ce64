import { describe, expect, it } from 'vitest';
import { emailBindingErrors, sendCodeProblem } from './validate-email-binding';

describe('e-mail binding validation', () => {
  it('needs an e-mail before a code can be sent (spec §5: login_please_emailCode)', () => {
    expect(sendCodeProblem('  ', null)).toBe('login_please_emailCode');
    expect(sendCodeProblem('not-an-address', null)).toBe('email_invalid');
    expect(sendCodeProblem(' new@example.com ', null)).toBeNull();
  });

  it('does not send a code to the e-mail already bound', () => {
    expect(sendCodeProblem('Demo@Atrium.example', 'demo@atrium.example')).toBe('email_same');
  });

  it('wants the e-mail and the emailed code', () => {
    expect(emailBindingErrors({ email: '', code: '' }, null)).toEqual({ email: 'email_required', code: 'code_required' });
    expect(emailBindingErrors({ email: 'new@example.com', code: '12ab' }, null)).toEqual({ code: 'code_invalid' });
    expect(emailBindingErrors({ email: 'new@example.com', code: ' 123456 ' }, 'old@example.com')).toEqual({});
  });
});
