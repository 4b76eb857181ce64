/** What `withTimeout` rejects with: callers tell a stall from a failure by `instanceof`. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/**
 * Rejects with a `TimeoutError` when `work` has not settled within `ms`; `work` itself goes on
 * (a late answer is still taken by whoever else awaits it). `what` names the work in the message.
 * One helper for a remote that never answers (the shell's fallback) and a first read that takes
 * too long (the stores' skeleton always has an end).
 */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError(`${what} did not answer within ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
