import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { SpotOrderStatus } from '../contract.js';
import { requireSignedIn } from '../auth/signed-in.js';
import { parseAmount } from '../funds/amount.js';
import type { Paging } from '../funds/recharge-store.js';
import { badRequest, Input } from '../http/input.js';
import { moneyRoute } from '../http/money-route.js';
import { BusinessError, ok, okRows } from '../http/reply.js';
import { TRADE_CONFIG } from '../trading/config.js';
import { listLossSettings, listOrders, listPositions, removeLossSetting } from '../trading/contract-store.js';
import {
  addToPosition,
  adjustMargin,
  cancelContractOrder,
  reducePosition,
  saveLossSetting,
  stopOrder,
  stopPosition,
  submitContractOrder,
} from '../trading/contract.js';
import { tradingEngine } from '../trading/engine.js';
import { Outbox } from '../trading/outbox.js';
import { parseSignedAmount } from '../trading/parse.js';
import { createSecondOrder, listPeriods, listSecondOrders } from '../trading/second-contract.js';
import { cancelSpotOrder, listSpotOrders, submitSpotOrder } from '../trading/spot.js';
import type { Trader, Work } from '../trading/work.js';

/**
 * An integer field (JSON number, or digits in a query string) within [min, max]; absent:
 * undefined; anything else: HTTP 400. Input's choice() is for fixed sets; these are ranges or
 * values the business rules judge (a leverage outside the list is a message to show, not a 400).
 */
function integer(request: FastifyRequest, name: string, min: number, max: number): number | undefined {
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const raw = body[name] ?? (request.query as Record<string, unknown> | undefined)?.[name];
  if (raw === undefined || raw === null || raw === '') return undefined;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) throw badRequest(`${name} must be an integer from ${min} to ${max}`);
  return value;
}

const paging = (request: FastifyRequest): Paging => {
  const pageNum = integer(request, 'pageNum', 1, 1_000_000);
  const pageSize = integer(request, 'pageSize', 1, 1000);
  return { ...(pageNum !== undefined ? { pageNum } : {}), ...(pageSize !== undefined ? { pageSize } : {}) };
};

/**
 * Trading (spec §7 "Orders"; CONTRACT-DELTA "Trading"): the trade config, the USDT-margined
 * contract (orders, positions, margin and size adjustments, TP/SL), the second contract and spot.
 * The engine (src/trading/engine.ts) listens to the market: fills, TP/SL, liquidations and
 * second-contract settlements happen on market updates.
 */
export function registerTradingRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { db, clock, market } = ctx;

  const engine = tradingEngine(ctx);
  engine.logError = (error, what) => api.log.error({ err: error }, `trading: ${what} failed`);
  const unsubscribe = market.onUpdate(() => engine.onMarketUpdate());
  api.addHook('onClose', async () => {
    unsubscribe();
    await engine.stop();
  });

  const trader = async (request: FastifyRequest, now: number): Promise<Trader> => ({
    tenant: request.tenant,
    userId: (await requireSignedIn(db, request, now)).userId,
  });

  /**
   * A trading call of the money list (moneyRoute: signed in, active unless it only unwinds, the
   * Idempotency-Key honoured): `read` takes its fields from the request, `work` runs in one
   * transaction, and the frames it queued are sent after the commit (none on a replay).
   */
  const tradeRoute = <F extends Record<string, unknown>>(url: string, read: (request: FastifyRequest) => F, work: (w: Work, t: Trader, fields: F) => Promise<unknown>) =>
    moneyRoute(api, ctx, url, async ({ request, tenant, userId, now, submit }) => {
      const fields = read(request);
      let outbox = new Outbox();
      const result = await submit(fields, (tx) => {
        outbox = new Outbox();
        return work({ tx, market, now, outbox }, { tenant, userId }, fields);
      });
      outbox.flush(ctx.userHub);
      return result;
    });
  const idOf = (request: FastifyRequest) => ({ id: new Input(request).id('id') });
  const moneyOf = (request: FastifyRequest) => {
    const input = new Input(request);
    return { id: input.id('id'), money: input.string('money', 64) };
  };

  api.get('/api/trade/config', async () => ok(TRADE_CONFIG));

  // ---- Contract ----------------------------------------------------------------------------

  tradeRoute(
    '/api/contract/order/submit',
    (request) => {
      const input = new Input(request);
      return {
        symbol: input.string('symbol', 32),
        direction: input.string('direction', 16),
        type: input.string('type', 16),
        price: input.string('price', 64),
        amount: input.string('amount', 64),
        leverage: integer(request, 'leverage', 0, 1_000_000),
        takeProfit: input.string('takeProfit', 64),
        stopLoss: input.string('stopLoss', 64),
      };
    },
    async (w, t, fields) => ok(await submitContractOrder(w, t, fields), 'Order placed'),
  );

  api.get('/api/contract/order/list', async (request) => {
    const t = await trader(request, clock.now());
    const status = new Input(request).choice('status', [0, 1, 2] as const, false);
    return ok(await listOrders(db, t.tenant, t.userId, status));
  });

  tradeRoute('/api/contract/order/canCelOrder', idOf, async (w, t, { id }) => ok(await cancelContractOrder(w, t, id), 'Cancelled'));

  api.get('/api/contract/position/list', async (request) => {
    const t = await trader(request, clock.now());
    const status = new Input(request).choice('status', [0, 1] as const)!;
    return ok(await listPositions(db, t.tenant, t.userId, status));
  });

  tradeRoute('/api/contract/stopPosition', idOf, async (w, t, { id }) => ok(await stopPosition(w, t, id), 'Closed'));

  tradeRoute('/api/contract/stopOrder', idOf, async (w, t, { id }) => ok(await stopOrder(w, t, id), 'Closed'));

  tradeRoute('/api/contract/adjustPositionMargn', moneyOf, async (w, t, { id, money }) =>
    ok(await adjustMargin(w, t, id, parseSignedAmount(money)), 'Margin adjusted'),
  );

  tradeRoute('/api/contract/adjustPositionAmout', moneyOf, async (w, t, { id, money }) => ok(await addToPosition(w, t, id, money), 'Position increased'));

  tradeRoute(
    '/api/contract/adjustAmount',
    (request) => ({ ...moneyOf(request), flag: new Input(request).choice('flag', [1, 2] as const)! }),
    async (w, t, { id, money, flag }) =>
      flag === 1
        ? ok(await addToPosition(w, t, id, money), 'Position increased')
        : ok(await reducePosition(w, t, id, parseAmount(money)), 'Position reduced'),
  );

  api.post('/api/contract/loss/list', async (request) => {
    const t = await trader(request, clock.now());
    return ok(await listLossSettings(db, t.tenant, t.userId));
  });

  tradeRoute(
    '/api/contract/loss/sett',
    (request) => {
      const input = new Input(request);
      return { positionId: input.id('positionId'), takeProfit: input.string('takeProfit', 64), stopLoss: input.string('stopLoss', 64) };
    },
    async (w, t, { positionId, takeProfit, stopLoss }) =>
      ok(
        await saveLossSetting(w, t, { positionId, ...(takeProfit !== undefined ? { takeProfit } : {}), ...(stopLoss !== undefined ? { stopLoss } : {}) }),
        'Saved',
      ),
  );

  tradeRoute('/api/contract/loss/cancel', idOf, async (w, t, { id }) => {
    if (!(await removeLossSetting(w.tx, t.tenant, t.userId, id))) throw new BusinessError('Setting not found');
    return ok(null, 'Cancelled');
  });

  // ---- Second contract ---------------------------------------------------------------------

  api.post('/api/period/list', async (request) => ok(await listPeriods(db, new Input(request).string('symbol', 32))));

  tradeRoute(
    '/api/secondContractOrder/createSecondContractOrder',
    (request) => {
      const input = new Input(request);
      return {
        symbol: input.string('symbol', 32),
        periodId: integer(request, 'periodId', 1, 2_147_483_647),
        direction: input.string('direction', 16),
        amount: input.string('amount', 64),
      };
    },
    async (w, t, fields) => ok(await createSecondOrder(w, t, fields), 'Order placed'),
  );

  api.post('/api/secondContractOrder/selectOrderList', async (request) => {
    const t = await trader(request, clock.now());
    const status = new Input(request).choice('status', [0, 1] as const, false);
    const { rows, total } = await listSecondOrders(db, t, { ...(status !== undefined ? { status } : {}), ...paging(request) });
    return okRows(rows, total);
  });

  // ---- Spot --------------------------------------------------------------------------------

  tradeRoute(
    '/api/currency/order/submit',
    (request) => {
      const input = new Input(request);
      return {
        symbol: input.string('symbol', 32),
        side: input.string('side', 16),
        type: input.string('type', 16),
        price: input.string('price', 64),
        amount: input.string('amount', 64),
      };
    },
    async (w, t, fields) => ok(await submitSpotOrder(w, t, fields), 'Order placed'),
  );

  tradeRoute('/api/currency/order/cancelOrder', idOf, async (w, t, { id }) => ok(await cancelSpotOrder(w, t, id), 'Cancelled'));

  api.get('/api/currency/order/orderList', async (request) => {
    const t = await trader(request, clock.now());
    const input = new Input(request);
    const status: SpotOrderStatus | undefined = input.choice('status', [0, 1, 2] as const, false);
    const symbol = input.string('symbol', 32)?.trim() || undefined;
    const { rows, total } = await listSpotOrders(db, t, { ...(status !== undefined ? { status } : {}), ...(symbol ? { symbol } : {}), ...paging(request) });
    return okRows(rows, total);
  });
}
