import { useCallback, useEffect, useState } from 'react';

/** How often the remaining time is re-read; a second is the unit shown. */
const TICK_MS = 250;

/**
 * Whole seconds left until a deadline, re-rendering as they pass; `start(seconds)` sets the
 * deadline. Time is read from the clock rather than counted in ticks, so a countdown in a
 * throttled background tab still ends on time.
 */
export function useCountdown(): { remaining: number; start(seconds: number): void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const update = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setDeadline(null);
    };
    update();
    const timer = setInterval(update, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    setRemaining(seconds);
    setDeadline(Date.now() + seconds * 1000);
  }, []);

  return { remaining, start };
}
