import { useEffect, useState } from 'react';
import { marketHub, type Depth } from '@atrium/platform';

/** The live order book of a symbol (the DEPTH channel), or null until its first frame. */
export function useDepth(symbol: string): Depth | null {
  const [depth, setDepth] = useState<{ symbol: string; data: Depth } | null>(null);
  useEffect(
    () =>
      marketHub.subscribe('DEPTH', symbol, (frame) => {
        if (frame.type === 'DEPTH') setDepth({ symbol, data: frame.data });
      }),
    [symbol],
  );
  // A book of the previous symbol is not shown under the new one.
  return depth?.symbol === symbol ? depth.data : null;
}
