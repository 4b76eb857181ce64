import type { Db } from '../db/db.js';
import { accrue } from './accrual.js';

/** How often the server looks for income due (a day's income is due at most a minute late). */
export const ACCRUAL_PERIOD_MS = 60_000;

export interface AccrualTimer {
  /** Stops the timer and waits for a run in progress (the database closes after). */
  stop(): Promise<void>;
}

/**
 * Runs the accrual every period on the server's clock. The timer is unref'd (it never keeps the
 * process alive) and a run never overlaps the previous one; a failure is reported and the next
 * period tries again.
 */
export function startAccrualTimer(db: Db, now: () => number, onError: (error: unknown) => void, periodMs = ACCRUAL_PERIOD_MS): AccrualTimer {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = accrue(db, now())
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  }, periodMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
