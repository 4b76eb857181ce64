/** What a reconnecting socket needs from the browser; tests pass fakes. */
export interface SocketEnvironment {
  createSocket(url: string): WebSocket;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  random(): number;
  now(): number;
  /** Calls `listener` when reconnecting at once is worth it: back online, or the page shown again. */
  onWake(listener: () => void): () => void;
  /** Runs `fn` before the next paint (UI updates are batched per animation frame). */
  nextFrame(fn: () => void): void;
}

export const browserEnvironment: SocketEnvironment = {
  createSocket: (url) => new WebSocket(url),
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  random: Math.random,
  now: Date.now,
  onWake(listener) {
    const onVisible = () => document.visibilityState === 'visible' && listener();
    window.addEventListener('online', listener);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', listener);
      document.removeEventListener('visibilitychange', onVisible);
    };
  },
  nextFrame: (fn) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => fn()) : setTimeout(fn, 16)),
};
