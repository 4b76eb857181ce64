import type { SwapQuote } from '@atrium/api';

/**
 * When a quote stops being valid on this device's clock: its received time plus how long the
 * server holds it (validForMs). The server's own `expiresAt` is in the server's time, which this
 * clock need not share.
 */
export const quoteDeadline = (quote: Pick<SwapQuote, 'validForMs'>, receivedAt: number) => receivedAt + quote.validForMs;

/** Whole seconds left before `deadline` at `now`, rounded up (0 once it has passed). */
export const secondsLeft = (deadline: number, now: number) => Math.max(0, Math.ceil((deadline - now) / 1000));
