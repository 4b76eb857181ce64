import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/db.js';
import { startAccrualTimer } from './accrual-timer.js';

/** A database with no holding due: each run is one query, held open until released. */
function slowEmptyDb() {
  const pending: (() => void)[] = [];
  const query = vi.fn(() => new Promise<never[]>((resolve) => pending.push(() => resolve([]))));
  const db = { label: 'fake', query, exec: vi.fn(), transaction: vi.fn(), close: vi.fn() } as unknown as Db;
  return { db, query, release: () => pending.splice(0).forEach((done) => done()) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the accrual timer', () => {
  it('runs each period, never two runs at once, and stops after the run in progress', async () => {
    vi.useFakeTimers();
    const { db, query, release } = slowEmptyDb();
    const timer = startAccrualTimer(db, () => 1_000, () => {}, 100);
    expect(query).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(query).toHaveBeenCalledTimes(1);
    // The first run is still in progress: the next periods skip.
    await vi.advanceTimersByTimeAsync(300);
    expect(query).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(100);
    expect(query).toHaveBeenCalledTimes(2);

    let stopped = false;
    const stopping = timer.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('reports a failed run and tries again next period', async () => {
    vi.useFakeTimers();
    const failure = new Error('database away');
    const query = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue([]);
    const onError = vi.fn();
    const timer = startAccrualTimer({ query } as unknown as Db, () => 0, onError, 50);
    await vi.advanceTimersByTimeAsync(50);
    expect(onError).toHaveBeenCalledWith(failure);
    await vi.advanceTimersByTimeAsync(50);
    expect(query).toHaveBeenCalledTimes(2);
    await timer.stop();
  });
});
