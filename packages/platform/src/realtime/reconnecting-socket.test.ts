import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_MS, MAX_RETRY_MS } from './backoff';
import { fakeEnvironment } from './fake-environment';
import { ReconnectingSocket, STABLE_OPEN_MS } from './reconnecting-socket';

/** A socket on a fake environment whose every draw is `random`; counts the opens it says. */
function setUp(random: () => number) {
  const fake = fakeEnvironment(random);
  let opens = 0;
  const socket = new ReconnectingSocket(() => 'ws://x/ws/1', { onOpen: () => opens++, onMessage: () => undefined }, fake.env);
  socket.start();
  return { fake, socket, opens: () => opens };
}

/** Lets each new attempt fail as a refused upgrade does (error, then close 1006) and reads the wait before the next. */
function refuseAll(fake: ReturnType<typeof fakeEnvironment>, times: number): number[] {
  const waits: number[] = [];
  for (let i = 0; i < times; i++) {
    fake.last().onerror?.();
    const [wait] = fake.pendingTimers();
    waits.push(wait!);
    const count = fake.sockets.length;
    fake.advance(wait! - 1);
    expect(fake.sockets).toHaveLength(count); // not a millisecond early
    fake.advance(1);
    expect(fake.sockets).toHaveLength(count + 1);
  }
  return waits;
}

describe('the reconnecting socket against a refusing server', () => {
  it('retries after 3 s, then after growing waits in the upper half of a doubling window, capped at 30 s', () => {
    expect(refuseAll(setUp(() => 0).fake, 7)).toEqual([3000, 3000, 6000, 12000, 15000, 15000, 15000]);
    expect(refuseAll(setUp(() => 0.999999).fake, 7)).toEqual([3000, 5999, 11999, 23999, 29999, 29999, 29999]);
  });

  it('spreads clients dropped together: different draws, different waits, each within its window', () => {
    const draws = [0.1, 0.5, 0.9];
    const waits = draws.map((r) => refuseAll(setUp(() => r).fake, 4));
    expect(waits.map((w) => w[0])).toEqual([FIRST_RETRY_MS, FIRST_RETRY_MS, FIRST_RETRY_MS]);
    expect(new Set(waits.map((w) => w[2])).size).toBe(3);
    for (const w of waits) {
      expect(w[1]).toBeGreaterThanOrEqual(3000);
      expect(w[1]).toBeLessThanOrEqual(6000);
      expect(w[3]).toBeGreaterThanOrEqual(12000);
      expect(w[3]).toBeLessThanOrEqual(24000);
      expect(Math.max(...w)).toBeLessThanOrEqual(MAX_RETRY_MS);
    }
  });

  it('keeps backing off against a server that accepts and closes at once, and starts from 3 s after a stable connection', () => {
    const { fake, socket, opens } = setUp(() => 0);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      fake.last().open();
      fake.last().close(1013);
      waits.push(fake.pendingTimers()[0]!);
      fake.advance(waits.at(-1)!);
    }
    expect(waits).toEqual([3000, 3000, 6000, 12000]);
    expect(opens()).toBe(4);
    // This one lasts: the next drop is retried after 3 s again.
    fake.last().open();
    fake.advance(STABLE_OPEN_MS);
    fake.last().close(1012);
    expect(fake.pendingTimers()).toEqual([FIRST_RETRY_MS]);
    expect(socket.status).toBe('closed');
  });

  it('has a single timer and a single socket at a time, however often it is woken while down', () => {
    const { fake } = setUp(() => 0.5);
    fake.last().onerror?.();
    fake.wake();
    fake.wake();
    expect(fake.sockets).toHaveLength(2);
    expect(fake.pendingTimers()).toEqual([]);
    fake.last().onerror?.();
    expect(fake.pendingTimers()).toHaveLength(1);
    expect(fake.sockets.filter((s) => s.readyState !== 3)).toHaveLength(0);
  });

  it('forgets the backoff when stopped and started again', () => {
    const { fake, socket } = setUp(() => 0);
    refuseAll(fake, 3);
    socket.stop();
    socket.start();
    fake.last().onerror?.();
    expect(fake.pendingTimers()).toEqual([FIRST_RETRY_MS]);
  });
});
