import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelRowRepaint, requestRowRepaint, ROW_REFRESH_MS } from './row-repaints';
import { drainRepaintRounds, quietRepaintRounds } from '../test/repaint-rounds';

beforeEach(quietRepaintRounds);
afterEach(drainRepaintRounds);

/** Lets the microtasks queued so far run (fake timers do not hold them). */
const microtasks = () => Promise.resolve();

describe('the quote rows’ repaint rounds', () => {
  it('repaints every row that asked in the same task together, once each, after the task', async () => {
    const order: string[] = [];
    const rows = ['btc', 'eth', 'sol'].map((name) => () => order.push(name));
    for (const row of rows) requestRowRepaint(row);
    // The same row asking again within the round is one repaint.
    requestRowRepaint(rows[0]!);
    expect(order).toEqual([]);
    await microtasks();
    expect(order).toEqual(['btc', 'eth', 'sol']);
  });

  it('takes the next round ROW_REFRESH_MS after the last one, with every row that asked meanwhile', async () => {
    // A round now, so the next one waits.
    requestRowRepaint(() => undefined);
    await microtasks();
    const repaint = vi.fn();
    const other = vi.fn();
    requestRowRepaint(repaint);
    vi.advanceTimersByTime(ROW_REFRESH_MS / 2);
    requestRowRepaint(other);
    requestRowRepaint(repaint);
    expect(repaint).not.toHaveBeenCalled();
    vi.advanceTimersByTime(ROW_REFRESH_MS / 2);
    expect(repaint).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('forgets a row that withdrew its request', async () => {
    const repaint = vi.fn();
    requestRowRepaint(repaint);
    cancelRowRepaint(repaint);
    await microtasks();
    vi.advanceTimersByTime(ROW_REFRESH_MS);
    expect(repaint).not.toHaveBeenCalled();
  });
});
