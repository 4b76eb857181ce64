import type { SocketEnvironment } from './socket-environment';

/** A WebSocket stand-in a test drives by hand. */
export class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1006) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
}

/** A test environment: sockets, timers and animation frames advance only when the test says. */
export function fakeEnvironment(random = () => 0.5) {
  const sockets: FakeSocket[] = [];
  let clock = 1_000_000;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let frames: (() => void)[] = [];
  let wake: (() => void) | null = null;
  let nextId = 1;
  const env: SocketEnvironment = {
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    setTimer: (fn, ms) => {
      const id = nextId++;
      timers.push({ at: clock + ms, fn, id });
      return id;
    },
    clearTimer: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
    random,
    now: () => clock,
    onWake: (listener) => {
      wake = listener;
      return () => (wake = null);
    },
    nextFrame: (fn) => void frames.push(fn),
  };
  return {
    env,
    sockets,
    last: () => sockets.at(-1)!,
    /** Moves the clock and runs the timers that fall due. */
    advance(ms: number) {
      clock += ms;
      const due = timers.filter((t) => t.at <= clock);
      timers = timers.filter((t) => t.at > clock);
      for (const t of due) t.fn();
    },
    /** Paints a frame: runs what waited for it. */
    paint() {
      const run = frames;
      frames = [];
      for (const fn of run) fn();
    },
    wake: () => wake?.(),
    pendingTimers: () => timers.map((t) => t.at - clock),
  };
}
