import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserSocket } from './user-socket';
import { fakeEnvironment } from './fake-environment';
import { FIRST_RETRY_MS } from './backoff';
import { USER_SOCKET_REFUSED } from './protocol';

let fake: ReturnType<typeof fakeEnvironment>;
let socket: UserSocket;
beforeEach(() => {
  fake = fakeEnvironment();
  socket = new UserSocket(() => 'ws://h/ws', fake.env);
});

describe('the user socket', () => {
  it('opens /ws/coin/{userId} and authenticates with its first frame', () => {
    socket.start(42, 'tok');
    expect(fake.last().url).toBe('ws://h/ws/coin/42');
    fake.last().open();
    expect(fake.last().sent).toEqual([{ type: 'auth', token: 'tok' }]);
  });

  it('answers heartbeats and relays the user frames', () => {
    const seen = vi.fn();
    socket.onFrame(seen);
    socket.start(42, 'tok');
    fake.last().open();
    fake.last().receive({ type: 'HEARTBEAT', ts: 1 });
    fake.last().receive({ type: 'OWNCOIN', data: { amountLimit: 'Limit', msg: 'Body' } });
    fake.last().receive('garbage');
    expect(fake.last().sent.at(-1)).toEqual({ type: 'ping' });
    expect(seen).toHaveBeenCalledOnce();
    expect(seen).toHaveBeenCalledWith({ type: 'OWNCOIN', data: { amountLimit: 'Limit', msg: 'Body' } });
  });

  it('comes back after a drop and authenticates again', () => {
    socket.start(42, 'tok');
    fake.last().open();
    fake.last().close(1012);
    fake.advance(FIRST_RETRY_MS);
    expect(fake.sockets).toHaveLength(2);
    fake.last().open();
    expect(fake.last().sent).toEqual([{ type: 'auth', token: 'tok' }]);
  });

  it('drops frames that are not protocol without throwing, relaying none of them, and stays open', () => {
    const seen = vi.fn();
    socket.onFrame(seen);
    socket.start(42, 'tok');
    fake.last().open();
    const bad = [
      '{"type":',
      '42',
      'null',
      '[]',
      JSON.stringify({ type: 'OWNCOIN', data: null }),
      JSON.stringify({ type: 'OWNCOIN', data: { amountLimit: { html: '<b>' }, msg: 7 } }),
      JSON.stringify({ type: 'OWNCOIN', data: { amountLimit: 'x', msg: '9'.repeat(100_000) } }),
      JSON.stringify({ type: 'USER_STATUS', data: { status: 'frozen' } }),
      JSON.stringify({ type: 'SETTLEMENT', data: 'done' }),
      JSON.stringify({ type: 'POSITION', data: { reason: 'open' } }),
      JSON.stringify({ type: 'BALANCE', data: {} }),
      JSON.stringify({ type: 7 }),
    ];
    for (const text of bad) expect(() => fake.last().receive(text)).not.toThrow();
    expect(seen).not.toHaveBeenCalled();
    expect(socket.rejectedFrames).toBe(bad.length);
    fake.last().receive({ type: 'USER_STATUS', data: { status: 1 } });
    expect(seen).toHaveBeenCalledWith({ type: 'USER_STATUS', data: { status: 1 } });
    expect(fake.sockets).toHaveLength(1);
    expect(fake.last().readyState).toBe(1);
  });

  it('authenticates once per connection after several drops in a row, one socket at a time', () => {
    socket.start(42, 'tok');
    fake.last().open();
    for (let drop = 0; drop < 3; drop++) {
      fake.last().close(1012);
      fake.advance(30_000);
      fake.last().open();
      expect(fake.last().sent).toEqual([{ type: 'auth', token: 'tok' }]);
    }
    expect(fake.sockets).toHaveLength(4);
    expect(fake.sockets.filter((s) => s.readyState === 1)).toHaveLength(1);
  });

  it('gives up when the server refuses the token', () => {
    socket.start(42, 'bad');
    fake.last().open();
    fake.last().close(USER_SOCKET_REFUSED);
    fake.advance(60_000);
    expect(fake.sockets).toHaveLength(1);
  });

  it('closes the old socket when started for another user', () => {
    socket.start(1, 'a');
    const first = fake.last();
    socket.start(2, 'b');
    expect(first.readyState).toBe(3);
    expect(fake.last().url).toBe('ws://h/ws/coin/2');
  });
});
