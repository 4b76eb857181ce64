import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { AssetBalances, CoinBalance } from '../contract.js';
import { requireSignedIn } from '../auth/signed-in.js';
import { Dec, decimalString, floorAmount, parseAmount } from '../funds/amount.js';
import { ACCOUNT_TYPES, post, userAccount, userBalances, type AccountType } from '../funds/ledger.js';
import { FIAT_RATES, usdtPrice } from '../funds/prices.js';
import { badRequest, Input } from '../http/input.js';
import { moneyRoute } from '../http/money-route.js';
import { BusinessError, ok } from '../http/reply.js';
import { coinLogoUrl } from '../static/urls.js';
import { requireTenant } from '../tenants/tenant-store.js';

const accountOf = (input: Input, name: string): AccountType => {
  const value = input.string(name, 16);
  if (!value || !(ACCOUNT_TYPES as readonly string[]).includes(value)) throw badRequest(`${name} must be one of ${ACCOUNT_TYPES.join(', ')}`);
  return value as AccountType;
};

/**
 * Assets (spec §7): the balances of every account with their value in USDT, and transfers between
 * the user's own accounts.
 */
export function registerAssetRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { db, clock, market } = ctx;
  api.get('/api/asset/assetBalance', async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    const tenant = await requireTenant(db, request.tenant);
    const assetCoins = tenant.settings.assetCoins;
    const names = new Map(assetCoins.map((c) => [c.coin, c.coinName]));
    const held = await userBalances(db, userId);

    const balances: CoinBalance[] = [];
    let total = new Dec(0);
    for (const account of ACCOUNT_TYPES) {
      const mine = held.filter((b) => b.account === account);
      const nonZero = mine.filter((b) => !new Dec(b.available).isZero() || !new Dec(b.frozen).isZero()).map((b) => b.coin);
      // Funding lists every asset coin (zeros too); spot and contract only what they hold.
      const listed = account === 'funding' ? assetCoins.map((c) => c.coin) : assetCoins.map((c) => c.coin).filter((c) => nonZero.includes(c));
      const others = nonZero.filter((c) => !names.has(c)).sort();
      for (const coin of [...listed, ...others]) {
        const balance = mine.find((b) => b.coin === coin);
        const available = balance?.available ?? '0';
        const frozen = balance?.frozen ?? '0';
        const price = usdtPrice(market, coin);
        const value = price === undefined ? new Dec(0) : floorAmount(new Dec(available).plus(frozen).times(price));
        total = total.plus(value);
        balances.push({
          coin,
          coinName: names.get(coin) ?? coin.toUpperCase(),
          logo: coinLogoUrl(coin),
          account,
          available,
          frozen,
          valueUsdt: decimalString(value),
        });
      }
    }
    const body: AssetBalances = { balances, totalUsdt: decimalString(total), fiatRates: FIAT_RATES };
    return ok(body);
  });

  // {coin, amount, from, to} (body or query): available funds from one of the user's accounts to another.
  moneyRoute(api, ctx, '/api/asset/transferFunds', async ({ request, userId, now, submit }) => {
    const input = new Input(request);
    const coin = (input.string('coin', 32) ?? '').trim().toLowerCase();
    const amountText = input.string('amount', 64);
    const from = accountOf(input, 'from');
    const to = accountOf(input, 'to');
    return submit(
      { coin, amount: amountText, from, to },
      async (tx) => {
        const tenant = await requireTenant(tx, request.tenant);
        if (!tenant.settings.assetCoins.some((c) => c.coin === coin)) throw new BusinessError('This coin cannot be transferred');
        if (from === to) throw new BusinessError('Please choose two different accounts');
        const amount = parseAmount(amountText);
        await post(tx, {
          tenant: tenant.name,
          kind: 'transfer',
          ref: { type: 'user', id: userId },
          now,
          legs: [
            { account: userAccount(tenant.name, userId, coin, from), amount: amount.negated() },
            { account: userAccount(tenant.name, userId, coin, to), amount },
          ],
        });
        return ok(null, 'Transferred');
      },
    );
  });
}
