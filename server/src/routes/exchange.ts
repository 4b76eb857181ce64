import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { CurrencyExchangeResult, CurrencyPrice, Settings, SwapSymbol } from '../contract.js';
import { Dec, decimalString, floorAmount, parseAmount } from '../funds/amount.js';
import { post, systemAccount, userAccount } from '../funds/ledger.js';
import { SWAP_FEE_RATE, usdtPrice } from '../funds/prices.js';
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
 * market, and an exchange between two coins of the funding account at the current price.
 */
export function registerExchangeRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { db, market } = ctx;
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

  // {from, to, amount}: gives `amount` of `from` from the funding account for `to` at the current price, less the fee.
  moneyRoute(api, ctx, '/api/texchange/currencyExchange', async ({ request, userId, now, submit }) => {
    const input = new Input(request);
    const from = coinOf(input.string('from', 32) ?? '');
    const to = coinOf(input.string('to', 32) ?? '');
    const amountText = input.string('amount', 64);
    return submit(
      { from, to, amount: amountText },
      async (tx) => {
        const tenant = await requireTenant(tx, request.tenant);
        const coins = swapCoins(tenant.settings, market);
        if (!coins.includes(from) || !coins.includes(to)) throw new BusinessError('This currency cannot be swapped');
        if (from === to) throw new BusinessError('Please choose two different currencies');
        const amount = parseAmount(amountText);
        // Prices read once: what the user gets is computed from one pair of prices.
        const rate = new Dec(usdtPrice(market, from)!).div(usdtPrice(market, to)!);
        const gross = amount.times(rate);
        const received = floorAmount(gross.times(new Dec(1).minus(SWAP_FEE_RATE)));
        if (!received.gt(0)) throw new BusinessError('The amount is too small to swap');
        const fee = floorAmount(gross).minus(received);
        const name = tenant.name;
        await post(tx, {
          tenant: name,
          kind: 'swap',
          ref: { type: 'user', id: userId },
          now,
          legs: [
            { account: userAccount(name, userId, from), amount: amount.negated() },
            { account: systemAccount(name, from, 'exchange'), amount },
            { account: systemAccount(name, to, 'exchange'), amount: received.plus(fee).negated() },
            { account: userAccount(name, userId, to), amount: received },
            ...(fee.gt(0) ? [{ account: systemAccount(name, to, 'fees'), amount: fee }] : []),
          ],
        });
        const body: CurrencyExchangeResult = {
          received: decimalString(received),
          fee: decimalString(fee),
          rate: rate.precision(12, Dec.ROUND_DOWN).toFixed(),
        };
        return ok(body, 'Exchanged');
      },
    );
  });
}
