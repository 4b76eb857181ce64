import { useState } from 'react';
import BigNumber from 'bignumber.js';

/** Which way the last tick moved a price, and when (the tick's ts: a new value restarts the flash). */
/** What the flash reads of a market detail (the contract's `MarketDetail` is one): its price and when. */
export interface Tick {
  close: string;
  ts: number;
}

export type Flash = { direction: 'up' | 'down'; at: number } | null;

/**
 * Which way the last tick moved the price, for a green/red flash on each tick (the colours
 * follow the user's up-colour preference through `--color-up` / `--color-down`). Derived while
 * rendering from the previous detail (React's "store information from previous renders"
 * pattern): no effect, no extra paint. Shared by the home screen and the quote screen.
 */
export function usePriceFlash(detail: Tick | undefined): Flash {
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
