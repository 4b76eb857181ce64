import { randomBytes } from 'node:crypto';
import type { SwapQuote } from '../contract.js';
import type { Queryable } from '../db/db.js';
import type { MarketSimulator } from '../market/simulator.js';
import { Dec, decimalString, floorAmount } from './amount.js';
import { SWAP_FEE_RATE, usdtPrice } from './prices.js';

/**
 * Quoted swaps (issue 21). A quote is the server's firm offer to one user: these coins, this
 * amount, this rate and what arrives, for QUOTE_TTL_MS. The submit names it and is filled at it,
 * once. A firm quote is honoured until it expires whatever the market does meanwhile: the user
 * saw a price and a countdown, and the house's exposure is a few seconds of movement, which the
 * fee (0.2 %) covers for the market's usual volatility; a tolerance would turn the countdown into
 * a promise the server may break.
 */
export const QUOTE_TTL_MS = 10_000;

/** A refused swap's quote: expired, used, another user's, for other fields, or none given. */
export class QuoteRefused extends Error {
  override readonly name = 'QuoteRefused';
}

export const QUOTE_MSG = {
  priceChanged: 'The price changed',
  needsQuote: 'A swap is made at a quoted price: please confirm this quote',
} as const;

/** A swap priced: rate before the fee, what arrives (rounded down to 8 decimals), the fee in `to`. */
export interface SwapPricing {
  rate: Dec;
  received: Dec;
  fee: Dec;
}

/** The swap of `amount` of `from` for `to` at the market's prices now; undefined when either coin has no price. */
export function priceSwap(market: MarketSimulator, from: string, to: string, amount: Dec): SwapPricing | undefined {
  const fromPrice = usdtPrice(market, from);
  const toPrice = usdtPrice(market, to);
  if (fromPrice === undefined || toPrice === undefined) return undefined;
  // Prices read once: what the user gets is computed from one pair of prices.
  const rate = new Dec(fromPrice).div(toPrice);
  const gross = amount.times(rate);
  const received = floorAmount(gross.times(new Dec(1).minus(SWAP_FEE_RATE)));
  return { rate, received, fee: floorAmount(gross).minus(received) };
}

/** The rate as answered: 12 significant digits, rounded down (what the user is told is never more). */
export const rateText = (rate: Dec) => rate.precision(12, Dec.ROUND_DOWN).toFixed();

export interface QuoteFields {
  tenant: string;
  userId: number;
  from: string;
  to: string;
  amount: Dec;
}

/**
 * Stores a new quote for the user at `pricing` and answers it. The user's quotes that expired
 * more than a minute ago go first: the table holds only what can still be used or replayed.
 */
export async function saveQuote(db: Queryable, fields: QuoteFields, pricing: SwapPricing, now: number): Promise<SwapQuote> {
  const id = randomBytes(16).toString('hex');
  const expiresAt = now + QUOTE_TTL_MS;
  await db.query('DELETE FROM swap_quotes WHERE user_id = $1 AND expires_at < $2', [fields.userId, now - 60_000]);
  await db.query(
    `INSERT INTO swap_quotes (id, tenant, user_id, from_coin, to_coin, amount, rate, received, fee, create_time, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [id, fields.tenant, fields.userId, fields.from, fields.to, decimalString(fields.amount), pricing.rate.toFixed(), decimalString(pricing.received), decimalString(pricing.fee), now, expiresAt],
  );
  return {
    quoteId: id,
    from: fields.from,
    to: fields.to,
    amount: decimalString(fields.amount),
    rate: rateText(pricing.rate),
    receive: decimalString(pricing.received),
    fee: decimalString(pricing.fee),
    feeRate: SWAP_FEE_RATE,
    expiresAt,
    validForMs: QUOTE_TTL_MS,
  };
}

/**
 * Takes the quote `id` for this submit, in the swap's transaction (the row locked, marked used:
 * a failure later rolls the use back with the rest). Refused (QuoteRefused) unless it is the
 * user's own, in this tenant, unused, unexpired at `now`, and for the same coins and amount.
 */
export async function useQuote(tx: Queryable, id: string, fields: QuoteFields, now: number): Promise<SwapPricing> {
  const [row] = await tx.query<{ from: string; to: string; amount: string; rate: string; received: string; fee: string; expiresAt: string; usedAt: string | null }>(
    `SELECT from_coin AS "from", to_coin AS "to", amount::text AS amount, rate::text AS rate, received::text AS received, fee::text AS fee,
            expires_at AS "expiresAt", used_at AS "usedAt"
       FROM swap_quotes WHERE id = $1 AND tenant = $2 AND user_id = $3 FOR UPDATE`,
    [id, fields.tenant, fields.userId],
  );
  const valid =
    row !== undefined &&
    row.usedAt === null &&
    now < Number(row.expiresAt) &&
    row.from === fields.from &&
    row.to === fields.to &&
    new Dec(row.amount).eq(fields.amount);
  if (!valid) throw new QuoteRefused(QUOTE_MSG.priceChanged);
  await tx.query('UPDATE swap_quotes SET used_at = $2 WHERE id = $1', [id, now]);
  return { rate: new Dec(row.rate), received: new Dec(row.received), fee: new Dec(row.fee) };
}
