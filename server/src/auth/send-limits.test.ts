import { describe, expect, it } from 'vitest';
import { SendLimits } from './send-limits.js';

const setup = () => {
  let now = 1_700_000_000_000;
  const limits = new SendLimits(() => now);
  return { limits, advance: (ms: number) => (now += ms) };
};

describe('code send limits', () => {
  it('allows one send per address every 60 s and says how long to wait', () => {
    const { limits, advance } = setup();
    expect(limits.take('atrium', '1.1.1.1', 'email|a@x.io')).toEqual({ ok: true });
    advance(15_500);
    expect(limits.take('atrium', '2.2.2.2', 'email|a@x.io')).toEqual({ ok: false, message: 'Please wait 45 s before requesting another code' });
    // Another address, another tenant: not affected.
    expect(limits.take('atrium', '1.1.1.1', 'email|b@x.io').ok).toBe(true);
    expect(limits.take('harbor', '1.1.1.1', 'email|a@x.io').ok).toBe(true);
    advance(44_500);
    expect(limits.take('atrium', '1.1.1.1', 'email|a@x.io').ok).toBe(true);
  });

  it('allows 10 sends per client address in an hour, counting only sends that went out', () => {
    const { limits, advance } = setup();
    for (let i = 0; i < 10; i++) {
      expect(limits.take('atrium', '9.9.9.9', `sms|+1555000${i}`).ok).toBe(true);
      advance(60_000);
    }
    const refused = limits.take('atrium', '9.9.9.9', 'sms|+15559999');
    expect(refused).toEqual({ ok: false, message: 'Too many codes requested from your network, please try again in 50 min' });
    // The refused attempt did not mark its address: another client may send to it at once.
    expect(limits.take('atrium', '8.8.8.8', 'sms|+15559999').ok).toBe(true);
    // An hour after the first send, one slot frees up.
    advance(50 * 60_000);
    expect(limits.take('atrium', '9.9.9.9', 'sms|+15558888').ok).toBe(true);
    expect(limits.take('atrium', '9.9.9.9', 'sms|+15557777').ok).toBe(false);
  });

  it('allows 10 sends per address in a sliding hour, from whatever client addresses', () => {
    const { limits, advance } = setup();
    for (let i = 0; i < 10; i++) {
      expect(limits.take('atrium', `10.0.0.${i}`, 'email|a@x.io').ok).toBe(true);
      advance(61_000);
    }
    expect(limits.take('atrium', '10.0.1.1', 'email|a@x.io')).toEqual({
      ok: false,
      message: 'Too many codes requested for this account, please try again in 50 min',
    });
    expect(limits.take('atrium', '10.0.1.1', 'email|b@x.io').ok).toBe(true);
    advance(50 * 60_000);
    expect(limits.take('atrium', '10.0.1.2', 'email|a@x.io').ok).toBe(true);
  });

  it('forgets everything on clear', () => {
    const { limits } = setup();
    limits.take('atrium', '1.1.1.1', 'email|a@x.io');
    limits.clear();
    expect(limits.take('atrium', '1.1.1.1', 'email|a@x.io').ok).toBe(true);
  });
});
