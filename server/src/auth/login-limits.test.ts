import { describe, expect, it } from 'vitest';
import { failureDelayMs, LoginLimits } from './login-limits.js';

const setup = () => {
  let now = 1_700_000_000_000;
  const slept: number[] = [];
  const limits = new LoginLimits(
    () => now,
    async (ms) => {
      slept.push(ms);
    },
  );
  return { limits, slept, advance: (ms: number) => (now += ms) };
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

describe('failures on one account from many addresses', () => {
  it('ask for the image code from the third failure on, whatever the address or the case of the name', () => {
    const { limits } = setup();
    for (let i = 0; i < 2; i++) limits.fail('atrium', `10.0.0.${i}`, 'account|demo');
    expect(limits.captchaRequired('atrium', 'account|demo')).toBe(false);
    limits.fail('atrium', '10.0.0.9', 'account|Demo');
    expect(limits.captchaRequired('atrium', 'account|DEMO')).toBe(true);
    // Another account, another tenant: not affected. No address is locked by it.
    expect(limits.captchaRequired('atrium', 'account|frozen')).toBe(false);
    expect(limits.captchaRequired('harbor', 'account|demo')).toBe(false);
    expect(limits.check('atrium', '10.0.0.50', 'account|demo').ok).toBe(true);
  });

  it('hold back each wrong answer from the seventh on, 1 s doubling to at most 30 s, and never the right one', async () => {
    const { limits, slept } = setup();
    for (let i = 0; i < 14; i++) {
      expect(await limits.attempt('atrium', `10.0.1.${i}`, 'fund|7', async () => false)).toBeUndefined();
    }
    expect(slept).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(await limits.attempt('atrium', '10.0.1.99', 'fund|7', async () => 'right')).toBe('right');
    expect(slept).toHaveLength(8);
    // The success cleared the account's count: the next wrong answer is not held back, no captcha asked.
    expect(limits.captchaRequired('atrium', 'fund|7')).toBe(false);
    await limits.attempt('atrium', '10.0.1.1', 'fund|7', async () => false);
    expect(slept).toHaveLength(8);
  });

  it('forget them an hour after the last', () => {
    const { limits, advance } = setup();
    for (let i = 0; i < 8; i++) limits.fail('atrium', `10.0.2.${i}`, 'account|demo');
    advance(59 * 60_000);
    expect(limits.captchaRequired('atrium', 'account|demo')).toBe(true);
    advance(61 * 60_000);
    expect(limits.captchaRequired('atrium', 'account|demo')).toBe(false);
    expect(limits.fail('atrium', '10.0.2.1', 'account|demo')).toBe(0);
  });

  it('grow the delay as documented', () => {
    expect([1, 6, 7, 8, 9, 10, 11, 12, 40].map(failureDelayMs)).toEqual([0, 0, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});
