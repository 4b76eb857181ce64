import { describe, expect, it } from 'vitest';
import { LoginLimits } from './login-limits.js';

const setup = () => {
  let now = 1_700_000_000_000;
  const limits = new LoginLimits(() => now);
  return { limits, advance: (ms: number) => (now += ms) };
};

describe('failed sign-in limits', () => {
  it('refuses a sixth try on an account from one address for 15 sliding minutes, and says how long', () => {
    const { limits, advance } = setup();
    for (let i = 0; i < 5; i++) {
      expect(limits.check('atrium', '1.1.1.1', 'demo').ok).toBe(true);
      limits.fail('atrium', '1.1.1.1', 'demo');
      advance(60_000);
    }
    expect(limits.check('atrium', '1.1.1.1', 'DEMO')).toEqual({ ok: false, message: 'Too many failed attempts, please try again in 10 min' });
    // Another address, another account, another tenant: not affected.
    expect(limits.check('atrium', '2.2.2.2', 'demo').ok).toBe(true);
    expect(limits.check('atrium', '1.1.1.1', 'frozen').ok).toBe(true);
    expect(limits.check('harbor', '1.1.1.1', 'demo').ok).toBe(true);
    // The oldest failure leaves the window 15 min after it: one more try.
    advance(10 * 60_000);
    expect(limits.check('atrium', '1.1.1.1', 'demo').ok).toBe(true);
    limits.fail('atrium', '1.1.1.1', 'demo');
    expect(limits.check('atrium', '1.1.1.1', 'demo').ok).toBe(false);
  });

  it('refuses an address that failed on 30 accounts, whatever the account', () => {
    const { limits } = setup();
    for (let i = 0; i < 30; i++) limits.fail('atrium', '9.9.9.9', `user${i}`);
    expect(limits.check('atrium', '9.9.9.9', 'someone-new').ok).toBe(false);
    expect(limits.check('atrium', '8.8.8.8', 'someone-new').ok).toBe(true);
  });

  it('forgets an account’s failures on a success from that address, and everything on clear', () => {
    const { limits } = setup();
    for (let i = 0; i < 4; i++) limits.fail('atrium', '1.1.1.1', 'demo');
    limits.succeed('atrium', '1.1.1.1', 'demo');
    for (let i = 0; i < 4; i++) limits.fail('atrium', '1.1.1.1', 'demo');
    expect(limits.check('atrium', '1.1.1.1', 'demo').ok).toBe(true);
    limits.fail('atrium', '1.1.1.1', 'demo');
    expect(limits.check('atrium', '1.1.1.1', 'demo').ok).toBe(false);
    limits.clear();
    expect(limits.check('atrium', '1.1.1.1', 'demo').ok).toBe(true);
  });
});
