import { useState } from 'react';

/** True from the first render in which `on` is true, and from then on (a part shown once stays). */
export function useLatch(on: boolean): boolean {
  const [latched, setLatched] = useState(on);
  if (on && !latched) setLatched(true);
  return latched || on;
}
