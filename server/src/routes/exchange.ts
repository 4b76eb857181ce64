import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSignedIn } from '../auth/signed-in.js';
import type { AppContext } from '../context.js';
import { QUOTE_REFUSED, type CurrencyExchangeResult, type CurrencyPrice, type Settings, type SwapSymbol } from '../contract.js';
import type { Queryable } from '../db/db.js';
import { Dec, decimalString, parseAmount } from '../funds/amount.js';
import { post, systemAccount, userAccount } from '../funds/ledger.js';
import { SWAP_FEE_RATE, usdtPrice } from '../funds/prices.js';
import { priceSwap, QUOTE_MSG, QuoteRefused, rateText, saveQuote, useQuote } from '../funds/swap-quotes.js';
import { badRequest, Input } from '../http/input.js';
import { moneyRoute } from '../http/money-route.js';
import { BusinessError, ok, okRows } from '../http/reply.js';
import type { MarketSimulator } from '../market/simulator.js';
import { coinLogoUrl } from '../static/urls.js';
import { requireTenant } from '../tenants/tenant-store.js';

/** The swap's coins: the tenant's asset coins that have a USDT price. */
function swapCoins(settings: Settings, market: MarketSimulator): string[] {
  return settings.assetCoins.map((c) => c.coin).filter((coin) => usdtPrice(market, coin) !== undefined);
}

/** A swap item's symbol: "usdt" for USDT, "{coin}usdt" for the others (spec §3: the coin is the symbol without "usdt"). */
const symbolOf = (coin: string) => (coin === 'usdt' ? 'usdt' : `${coin}usdt`);

/** A currency as the client names it: a coin ("btc"), or a swap symbol ("btcusdt"). */
const coinOf = (name: string) => {
  const value = name.trim().toLowerCase();
  return value !== 'usdt' && value.endsWith('usdt') ? value.slice(0, -4) : value;
};

/**
 * The swap (spec §3 "Swap coin item", §7 "Exchange"): its coins, their prices in USDT from the
 * market, a firm quote for a swap, and the exchange between two coins of the funding account at
 * that quote (issue 21: the price the confirmation showed, never the price at submit time).
 */
export function registerExchangeRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { db, market, clock } = ctx;
  // isAsc asc|desc and orderByColumn sort|symbol (RuoYi); default ascending by sort. USDT is first whatever the order (spec §9).
  api.get<{ Querystring: { isAsc?: string; orderByColumn?: string } }>(
    '/api/symbolmanage/list',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { isAsc: { type: 'string', enum: ['asc', 'desc', 'ascending', 'descending', ''] }, orderByColumn: { type: 'string', enum: ['sort', 'symbol', ''] } },
        },
      },
    },
    async (request) => {
      const tenant = await requireTenant(db, request.tenant);
      const rows: SwapSymbol[] = swapCoins(tenant.settings, market).map((coin, index) => ({
        symbol: symbolOf(coin),
        logo: coinLogoUrl(coin),
        sort: coin === 'usdt' ? 0 : index + 1,
      }));
      const column = request.query.orderByColumn || 'sort';
      const descending = request.query.isAsc?.startsWith('desc') ?? false;
      rows.sort((a, b) => {
        if (a.symbol === 'usdt' || b.symbol === 'usdt') return a.symbol === 'usdt' ? -1 : 1;
        const order = column === 'symbol' ? a.symbol.localeCompare(b.symbol) : a.sort - b.sort;
        return descending ? -order : order;
      });
      return okRows(rows);
    },
  );

  // currency=a,b: each coin's price in USDT (usdt = 1), keyed as asked, and the fee rate.
  api.get('/api/texchange/getCurrencyPrice', async (request) => {
    const raw = new Input(request).string('currency', 200) ?? '';
    const names = raw.split(',').map((n) => n.trim().toLowerCase()).filter(Boolean);
    if (names.length === 0 || names.length > 20) throw badRequest('currency must name 1 to 20 coins, comma-separated');
    const prices: Record<string, string> = {};
    for (const name of names) {
      const price = usdtPrice(market, coinOf(name));
      if (price === undefined) throw new BusinessError(`Unknown currency: ${name}`);
      prices[name] = price;
    }
    const body: CurrencyPrice = { prices, feeRate: SWAP_FEE_RATE };
    return ok(body);
  });

  /** The swap asked for, checked: two different coins of the tenant's swap list, an amount, priced now. */
  const checkedSwap = async (q: Queryable, tenantName: string, body: { from: string; to: string; amountText: string | undefined }) => {
    const tenant = await requireTenant(q, tenantName);
    const coins = swapCoins(tenant.settings, market);
    if (!coins.includes(body.from) || !coins.includes(body.to)) throw new BusinessError('This currency cannot be swapped');
    if (body.from === body.to) throw new BusinessError('Please choose two different currencies');
    const amount = parseAmount(body.amountText);
    const pricing = priceSwap(market, body.from, body.to, amount)!;
    if (!pricing.received.gt(0)) throw new BusinessError('The amount is too small to swap');
    return { tenant: tenant.name, amount, pricing };
  };
  const swapOf = (request: FastifyRequest) => {
    const input = new Input(request);
    return { from: coinOf(input.string('from', 32) ?? ''), to: coinOf(input.string('to', 32) ?? ''), amountText: input.string('amount', 64) };
  };

  // {from, to, amount} → SwapQuote: a firm offer to this user for QUOTE_TTL_MS (moves nothing: not a money route).
  api.post('/api/texchange/quote', async (request) => {
    const now = clock.now();
    const { userId } = await requireSignedIn(db, request, now);
    const body = swapOf(request);
    const { tenant, amount, pricing } = await checkedSwap(db, request.tenant, body);
    return ok(await saveQuote(db, { tenant, userId, from: body.from, to: body.to, amount }, pricing, now));
  });

  // {from, to, amount, quoteId, minReceived}: gives `amount` of `from` from the funding account for
  // `to` at the quote's rate, less the fee; a quote that cannot be filled answers QUOTE_REFUSED with a fresh one.
  moneyRoute(api, ctx, '/api/texchange/currencyExchange', async ({ request, userId, now, submit }) => {
    const body = swapOf(request);
    const input = new Input(request);
    const quoteId = input.string('quoteId', 64);
    const minReceivedText = input.string('minReceived', 64);
    try {
      return await submit({ from: body.from, to: body.to, amount: body.amountText, quoteId, minReceived: minReceivedText }, async (tx) => {
        const { tenant, amount } = await checkedSwap(tx, request.tenant, body);
        if (!quoteId) throw new QuoteRefused(QUOTE_MSG.needsQuote);
        const minReceived = parseMinimum(minReceivedText);
        const { rate, received, fee } = await useQuote(tx, quoteId, { tenant, userId, from: body.from, to: body.to, amount }, now);
        if (received.lt(minReceived)) throw new BusinessError(`You would receive ${decimalString(received)}, less than your minimum of ${decimalString(minReceived)}`);
        const { from, to } = body;
        await post(tx, {
          tenant,
          kind: 'swap',
          ref: { type: 'user', id: userId },
          now,
          legs: [
            { account: userAccount(tenant, userId, from), amount: amount.negated() },
            { account: systemAccount(tenant, from, 'exchange'), amount },
            { account: systemAccount(tenant, to, 'exchange'), amount: received.plus(fee).negated() },
            { account: userAccount(tenant, userId, to), amount: received },
            ...(fee.gt(0) ? [{ account: systemAccount(tenant, to, 'fees'), amount: fee }] : []),
          ],
        });
        const result: CurrencyExchangeResult = { received: decimalString(received), fee: decimalString(fee), rate: rateText(rate) };
        return ok(result, 'Exchanged');
      });
    } catch (error) {
      if (!(error instanceof QuoteRefused)) throw error;
      // The swap's transaction is rolled back (and its key with it); the fresh quote is stored on its own.
      const { tenant, amount, pricing } = await checkedSwap(db, request.tenant, body);
      const fresh = await saveQuote(db, { tenant, userId, from: body.from, to: body.to, amount }, pricing, now);
      return { code: QUOTE_REFUSED, msg: error.message, data: fresh };
    }
  });
}

/** minReceived: a decimal ≥ 0 of at most 8 places (0 accepts whatever the quote gives). */
function parseMinimum(text: string | undefined): Dec {
  if (text === undefined || text.trim() === '') throw new BusinessError('Please give the minimum amount to receive');
  if (text.trim() === '0') return new Dec(0);
  try {
    return parseAmount(text);
  } catch {
    throw new BusinessError('Please give a valid minimum amount to receive');
  }
}
