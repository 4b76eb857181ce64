import { useEffect, useState } from 'react';

/**
 * The wall clock, re-read every `intervalMs` while `active`. A countdown shows settleTime − now:
 * it is derived from the server's time, so a throttled tab or a late tick never drifts it.
 */
export function useNow(active = true, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}
