import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  ApiError,
  currencyExchange,
  QUOTE_REFUSED,
  quoteSwap,
  type CurrencyExchangeRequest,
  type CurrencyExchangeResult,
  type SwapQuote,
  type SwapQuoteRequest,
} from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { toast } from '@atrium/ui';
import { ConfirmSheet, type Confirmation } from '@atrium/ui/submit';
import { quoteDeadline, secondsLeft as secondsBefore } from '../logic/quote-countdown';

/** What the confirmation is about: the quote, and how it came to be shown. */
export interface QuoteShown {
  quote: SwapQuote;
  /** Seconds the price is still held (0: expired, Confirm gets a new one); null when re-sending a lost swap. */
  secondsLeft: number | null;
  /** The server refused the last confirmation ("The price changed"): this is the fresh quote. */
  changed: boolean;
}

export interface QuotedSwapOptions {
  /** The confirmation of a quote: title, rows and note (the countdown, why it is shown again). */
  describe(shown: QuoteShown): Omit<Confirmation, 'confirmLabel'>;
  /** The confirm button's text once the quote has expired. */
  refreshLabel: string;
  onDone(result: CurrencyExchangeResult, request: CurrencyExchangeRequest): void;
}

export interface QuotedSwap {
  /** A quote or a swap is on its way. */
  busy: boolean;
  /** Asks for a quote of `request` and shows it for confirmation (a repeat meanwhile does nothing). */
  start(request: SwapQuoteRequest): void;
  /** The confirmation sheet: render it in the form. */
  confirmation: ReactNode;
}

interface Asking {
  quote: SwapQuote;
  /** When the quote expires, on this device's clock. */
  deadline: number;
  changed: boolean;
  /** A swap sent whose answer never came: confirming sends exactly it again (its Idempotency-Key with it). */
  resend: CurrencyExchangeRequest | null;
}

/** Often enough that the second shown never lags by more than a quarter of one. */
const TICK_MS = 250;

const sameSwap = (a: SwapQuoteRequest, b: SwapQuoteRequest) => a.from === b.from && a.to === b.to && a.amount === b.amount;
const requestOf = (quote: SwapQuote): SwapQuoteRequest => ({ from: quote.from, to: quote.to, amount: quote.amount });

/**
 * The quoted swap (issue 21): Swap asks the server for a firm quote and shows it with a live
 * countdown; Confirm sends the quote id and, as the minimum received, what the quote said would
 * arrive. An expired quote's Confirm gets a new one instead; a refused one ("The price changed")
 * is replaced by a fresh quote for a new confirmation, the typed amount untouched. A swap whose
 * answer was lost is offered again as it was sent, so the same key makes it once at most.
 */
export function useQuotedSwap({ describe, refreshLabel, onDone }: QuotedSwapOptions): QuotedSwap {
  const { t } = useTranslation(['funds', 'ui']);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busy, setBusy] = useState(false);
  /** A swap is under way, from the first tap to its end: taken synchronously, so three taps make one. */
  const taken = useRef(false);
  /** Confirm's work is running: a second tap in the same instant finds it taken. */
  const running = useRef(false);
  const unsettled = useRef<{ request: CurrencyExchangeRequest; quote: SwapQuote } | null>(null);
  /** This device's time, set when a quote arrives and every TICK_MS while one is counted down. */
  const [now, setNow] = useState(0);
  const counting = asking !== null && asking.resend === null;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [counting]);
  const secondsLeft = asking ? secondsBefore(asking.deadline, now) : 0;

  const show = async (request: SwapQuoteRequest, changed: boolean) => {
    const quote = await quoteSwap(request);
    const receivedAt = Date.now();
    setNow(receivedAt);
    setAsking({ quote, deadline: quoteDeadline(quote, receivedAt), changed, resend: null });
  };
  const close = () => {
    setAsking(null);
    taken.current = false;
  };
  /** A failure the API client did not already show (it toasts every refusal and network error). */
  const unexpected = (error: unknown) => {
    if (error instanceof ApiError) return;
    console.error(`swap failed: ${error instanceof Error ? error.name : typeof error}`);
    toast(t('ui:unexpected_error'));
  };

  function start(request: SwapQuoteRequest) {
    if (taken.current) return;
    taken.current = true;
    const lost = unsettled.current;
    if (lost && sameSwap(lost.request, request)) {
      setAsking({ quote: lost.quote, deadline: 0, changed: false, resend: lost.request });
      return;
    }
    setBusy(true);
    show(request, false).then(
      () => setBusy(false),
      (error: unknown) => {
        unexpected(error);
        setBusy(false);
        close();
      },
    );
  }

  async function confirm() {
    if (running.current || !asking) return;
    running.current = true;
    setBusy(true);
    const { quote, deadline, resend } = asking;
    try {
      if (!resend && Date.now() >= deadline) {
        await show(requestOf(quote), false);
        return;
      }
      const request = resend ?? { ...requestOf(quote), quoteId: quote.quoteId, minReceived: quote.receive };
      try {
        const result = await currencyExchange(request);
        unsettled.current = null;
        close();
        onDone(result, request);
      } catch (error) {
        if (error instanceof ApiError && error.code === QUOTE_REFUSED) {
          // The refusal carries a fresh quote, but the client's ApiError keeps no body: ask for one.
          unsettled.current = null;
          await show(requestOf(quote), true);
          return;
        }
        // No answer: the swap may have been made. The next Swap of the same amount sends it again.
        unsettled.current = error instanceof ApiError && error.kind === 'network' ? { request, quote } : null;
        throw error;
      }
    } catch (error) {
      unexpected(error);
      close();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  const confirmation = (
    <ConfirmSheet
      confirmation={
        asking && {
          ...describe({ quote: asking.quote, secondsLeft: asking.resend ? null : secondsLeft, changed: asking.changed }),
          ...(!asking.resend && secondsLeft === 0 ? { confirmLabel: refreshLabel } : {}),
        }
      }
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => {
        if (!running.current) close();
      }}
    />
  );

  return { busy, start, confirmation };
}
