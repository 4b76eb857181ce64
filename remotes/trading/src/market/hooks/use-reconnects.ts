import { useEffect, useState } from 'react';
import { marketHub } from '@atrium/platform';

/**
 * How many times the market socket has come back (open again after it was lost) since mount. A
 * screen that keeps history puts it in an effect's inputs, so it re-fetches and leaves no gap for
 * the frames the drop lost. The first connection of the page is not a comeback.
 */
export function useReconnects(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let lost = false;
    return marketHub.onStatus(() => {
      if (marketHub.status === 'closed') lost = true;
      else if (marketHub.status === 'open' && lost) {
        lost = false;
        setCount((n) => n + 1);
      }
    });
  }, []);
  return count;
}
