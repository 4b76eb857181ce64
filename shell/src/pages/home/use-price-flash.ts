import { useState } from 'react';
import BigNumber from 'bignumber.js';
import type { MarketDetail } from '@atrium/platform';

export type Flash = { direction: 'up' | 'down'; at: number } | null;

/**
 * Which way the last tick moved the price, for a green/red flash (spec: a flash on each tick).
 * Derived while rendering from the previous detail (React's "store information from previous
 * renders" pattern): no effect, no extra paint.
 */
export function usePriceFlash(detail: MarketDetail | undefined): Flash {
  const [previous, setPrevious] = useState(detail);
  const [flash, setFlash] = useState<Flash>(null);
  if (detail !== previous) {
    setPrevious(detail);
    if (detail && previous && detail.close !== previous.close) {
      setFlash({ direction: new BigNumber(detail.close).gt(previous.close) ? 'up' : 'down', at: detail.ts });
    }
  }
  return flash;
}
