import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { requestRowRepaint, ROW_REFRESH_MS } from '../hooks/row-repaints';

/**
 * Puts the test on fake timers with the quote rows' repaint rounds quiet: none pending, the last
 * one a period ago, so the next tick repaints at once (the rounds' clock is the module's, shared
 * by every test of a file).
 */
export async function quietRepaintRounds() {
  vi.useFakeTimers();
  requestRowRepaint(() => undefined);
  await act(async () => vi.advanceTimersByTime(ROW_REFRESH_MS));
  vi.advanceTimersByTime(ROW_REFRESH_MS);
}

/** Lets a pending round land before the timers go back to real ones. */
export function drainRepaintRounds() {
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
}
