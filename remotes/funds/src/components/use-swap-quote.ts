import { useEffect, useState } from 'react';
import { getCurrencyPrice } from '@atrium/api';
import type { SwapQuote } from '../logic/swap-math';

/** The brief: the rate is refreshed every 10 s while the screen is visible, and on focus. */
export const QUOTE_REFRESH_MS = 10_000;

const priceOf = (prices: Record<string, string>, coin: string) => prices[coin] ?? prices[coin.toUpperCase()] ?? prices[coin.toLowerCase()];

/** The live quote of a coin pair, or null until the first answer (a failed refresh keeps the last). */
export function useSwapQuote(from: string, to: string): SwapQuote | null {
  const [quote, setQuote] = useState<{ pair: string; value: SwapQuote } | null>(null);
  const pair = `${from}/${to}`;

  useEffect(() => {
    let current = true;
    // Every read of this pair shares one cancel: a new pair or leaving /swap aborts what is on its way.
    const controller = new AbortController();
    const fetchQuote = () => {
      if (document.visibilityState === 'hidden') return;
      getCurrencyPrice(from, to, { signal: controller.signal }).then(
        ({ prices, feeRate }) => {
          const fromPrice = priceOf(prices, from);
          const toPrice = priceOf(prices, to);
          if (current && fromPrice && toPrice) setQuote({ pair, value: { fromPrice, toPrice, feeRate } });
        },
        // A failed refresh keeps the last quote (the client has toasted why; a cancel shows nothing).
        () => undefined,
      );
    };
    fetchQuote();
    const timer = setInterval(fetchQuote, QUOTE_REFRESH_MS);
    globalThis.addEventListener('focus', fetchQuote);
    document.addEventListener('visibilitychange', fetchQuote);
    return () => {
      current = false;
      controller.abort();
      clearInterval(timer);
      globalThis.removeEventListener('focus', fetchQuote);
      document.removeEventListener('visibilitychange', fetchQuote);
    };
  }, [from, to, pair]);

  return quote?.pair === pair ? quote.value : null;
}
