import { describe, expect, it } from 'vitest';
import type {
  ContractOrder,
  ContractPosition,
  LossSetting,
  Period,
  SecondContractOrder,
  SpotOrder,
  TradeConfig,
  UserServerFrame,
} from '../contract.js';
import { PERIODS } from '../db/seed/periods.js';
import { balanceOf, userAccount, type AccountType } from '../funds/ledger.js';
import { TRADE_CONFIG } from '../trading/config.js';
import type { CheckReport } from '../trading/engine.js';
import type { Headers } from '../test/http.js';
import { useTestApp } from '../test/use-test-app.js';

const t = useTestApp({ checkBooks: true });
const c = t.client;

interface Trader {
  loginName: string;
  userId: number;
  auth: Headers;
  /** Every user-socket frame pushed to this user. */
  frames: UserServerFrame[];
}

let serial = 0;
/** A new account with these balances ({account: {coin: amount}}), signed in, with a socket listening. */
async function newTrader(balances: Partial<Record<AccountType, Record<string, string>>> = {}, activeCode?: string): Promise<Trader> {
  const loginName = `trader_${++serial}`;
  const registered = await c.post('/api/user/register', { signType: 3, loginName, loginPassword: 'secret1', ...(activeCode ? { activeCode } : {}) });
  if (registered.code !== 200) throw new Error(registered.msg);
  for (const [account, coins] of Object.entries(balances)) {
    for (const [coin, amount] of Object.entries(coins)) {
      const credited = await c.post('/api/__dev/credit', { loginName, coin, amount, account });
      if (credited.code !== 200) throw new Error(credited.msg);
    }
  }
  const [user] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE tenant = 'atrium' AND login_name = $1", [loginName]);
  const frames: UserServerFrame[] = [];
  t.app.atrium.userHub.attach({ send: (text) => frames.push(JSON.parse(text) as UserServerFrame) > 0, close: () => {} }, 'atrium', user!.id);
  return { loginName, userId: user!.id, auth: await c.signIn(loginName, 'secret1'), frames };
}

const balance = (who: Trader, coin: string, account: AccountType) => balanceOf(t.db, userAccount('atrium', who.userId, coin, account));
const contractUsdt = (who: Trader) => balance(who, 'usdt', 'contract');
/** What the house's account gained from the movements of one order or position (negative: what it paid). */
async function houseGain(refType: string, refId: number): Promise<number> {
  const [row] = await t.db.query<{ sum: string | null }>(
    `SELECT sum(e.amount)::text AS sum FROM ledger_entries e JOIN ledger_journal j ON j.id = e.journal_id JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.account_type = 'house' AND j.ref_type = $1 AND j.ref_id = $2`,
    [refType, refId],
  );
  return Number(row?.sum ?? 0);
}

/** Sets a price (the market notifies the engine) and waits for the engine's checks; answers what they did. */
async function price(symbol: string, value: string): Promise<CheckReport> {
  const set = await c.post('/api/__dev/market/price', { symbol, price: value });
  if (set.code !== 200) throw new Error(set.msg);
  return check();
}
const check = async () => (await c.post<CheckReport>('/api/__dev/trading/check')).data;

const submit = (who: Trader, order: object, headers: Headers = {}) => c.post<ContractOrder>('/api/contract/order/submit', order, { ...who.auth, ...headers });
const positions = async (who: Trader, status: 0 | 1) => (await c.get<ContractPosition[]>(`/api/contract/position/list?status=${status}`, who.auth)).data;
const orders = async (who: Trader, status?: number) =>
  (await c.get<ContractOrder[]>(`/api/contract/order/list${status === undefined ? '' : `?status=${status}`}`, who.auth)).data;
const call = <T = ContractPosition>(who: Trader, path: string, query: Record<string, string | number>) =>
  c.post<T>(`/api/contract/${path}?${c.query(query)}`, undefined, who.auth);
const long = (fields: object = {}) => ({ symbol: 'btcusdt', direction: 'long', type: 'market', amount: '100', leverage: 10, ...fields });
const positionFrames = (who: Trader) => who.frames.filter((f) => f.type === 'POSITION').map((f) => (f.type === 'POSITION' ? f.data.reason : ''));

describe('trade config', () => {
  it('answers the parameters the engine charges with', async () => {
    const body = await c.get<TradeConfig>('/api/trade/config');
    expect(body.data).toEqual({
      contract: { leverages: [1, 2, 3, 5, 10, 20, 50, 100], feeRate: '0.0005', maintenanceRate: '0.005', minMargin: '10' },
      spot: { feeRate: '0.001', minValue: '5' },
    });
    expect(body.data).toEqual(TRADE_CONFIG);
  });
});

describe('contract: open and close', () => {
  it('opens at market and closes with PnL − fees, exactly', async () => {
    await price('btcusdt', '50000');
    const who = await newTrader({ contract: { usdt: '1000' } });
    const opened = await submit(who, long());
    expect(opened.code).toBe(200);
    expect(opened.data).toMatchObject({ symbol: 'btcusdt', type: 'market', status: 1, amount: '100', fillPrice: '50000', fee: '0.5', price: null });
    // Margin frozen, the opening fee (1000 × 0.0005) charged.
    expect(await contractUsdt(who)).toEqual({ available: '899.5', frozen: '100' });
    const [position] = await positions(who, 0);
    expect(position).toMatchObject({
      id: opened.data.positionId,
      direction: 'long',
      leverage: 10,
      quantity: '0.02',
      entryPrice: '50000',
      margin: '100',
      fee: '0.5',
      liquidationPrice: '45226.130653266332',
      status: 0,
      closePrice: null,
      realisedPnl: null,
    });

    await price('btcusdt', '51000');
    const closed = await call(who, 'stopPosition', { id: position!.id });
    expect(closed.data).toMatchObject({ status: 1, closePrice: '51000', realisedPnl: '20', fee: '1.01' });
    // 1000 + 20 PnL − 0.5 − 0.51 (0.02 × 51000 × 0.0005).
    expect(await contractUsdt(who)).toEqual({ available: '1018.99', frozen: '0' });
    expect(await houseGain('contract_position', position!.id)).toBeCloseTo(-20, 8);
    expect(await positions(who, 0)).toEqual([]);
    expect((await positions(who, 1)).map((p) => p.id)).toEqual([position!.id]);
    expect(positionFrames(who)).toEqual(['open', 'close']);
    expect((await call(who, 'stopPosition', { id: position!.id })).msg).toBe('This position is already closed');
  });

  it('adds a second fill to the position (entry averaged by quantity); another leverage is another position', async () => {
    await price('btcusdt', '50000');
    const who = await newTrader({ contract: { usdt: '1000' } });
    const first = await submit(who, long({ direction: 'short' }));
    await price('btcusdt', '40000');
    const second = await submit(who, long({ direction: 'short' }));
    expect(second.data.positionId).toBe(first.data.positionId);
    const other = await submit(who, long({ leverage: 20 }));
    expect(other.data.positionId).not.toBe(first.data.positionId);
    const short = (await positions(who, 0)).find((p) => p.direction === 'short')!;
    expect(short).toMatchObject({ quantity: '0.045', entryPrice: '44444.444444444444', margin: '200', fee: '1' });
    expect(positionFrames(who)).toEqual(['open', 'add', 'open']);

    await price('btcusdt', '42000');
    const closed = await call(who, 'stopOrder', { id: first.data.id });
    // Short PnL 2000 − 0.045 × 42000 = 110; closing fee 1890 × 0.0005 = 0.945.
    expect(closed.data).toMatchObject({ id: short.id, status: 1, realisedPnl: '110', fee: '1.945' });
    // 1000 − 200 − 1 (the short) − 100 − 1 (the 20× long: fee 2000 × 0.0005) + 200 + 110 − 0.945.
    expect(await contractUsdt(who)).toEqual({ available: '1007.055', frozen: '100' });
  });

  it('refuses what it cannot do, with a message, and writes nothing', async () => {
    await price('btcusdt', '50000');
    const who = await newTrader({ contract: { usdt: '100' } });
    const cases: [object, string][] = [
      [long({ symbol: 'uniusdt' }), 'This symbol cannot be traded as a contract'],
      [long({ symbol: '' }), 'Please choose a symbol'],
      [long({ direction: 'up' }), 'Please choose long or short'],
      [long({ type: 'stop' }), 'Please choose a market or a limit order'],
      [long({ leverage: 4 }), 'Please choose a leverage of 1, 2, 3, 5, 10, 20, 50 or 100'],
      [long({ amount: '5' }), 'The minimum margin is 10 USDT'],
      [long({ amount: '10.123456789' }), 'The amount can have at most 8 decimal places'],
      [long({ type: 'limit' }), 'Please enter a price'],
      [long({ type: 'limit', price: '0' }), 'The price must be greater than 0'],
      [long({ takeProfit: '49000' }), 'The take-profit price must be above the current price'],
      [long({ stopLoss: '50001' }), 'The stop-loss price must be below the current price'],
      [long({ direction: 'short', takeProfit: '51000' }), 'The take-profit price must be below the current price'],
      [long({ direction: 'short', stopLoss: '49000' }), 'The stop-loss price must be above the current price'],
      [long({ type: 'limit', price: '45000', takeProfit: '44000' }), 'The take-profit price must be above the limit price'],
      // Margin 100 + fee 0.5 > 100.
      [long(), 'Insufficient balance'],
      [long({ type: 'limit', price: '49000' }), 'Insufficient balance'],
    ];
    for (const [order, msg] of cases) expect(await submit(who, order), JSON.stringify(order)).toMatchObject({ code: 500, msg });
    expect(await contractUsdt(who)).toEqual({ available: '100', frozen: '0' });
    expect(await orders(who)).toEqual([]);
    expect(await positions(who, 0)).toEqual([]);
    // A JSON number for the amount is a malformed request.
    const wrongType = await t.app.inject({ method: 'POST', url: '/api/contract/order/submit', payload: long({ amount: 100 }), headers: who.auth });
    expect(wrongType.statusCode).toBe(400);
    // Signed out: the token message.
    expect((await c.post('/api/contract/order/submit', long())).msg).toMatch(/Token/);
  });

  it('honours an Idempotency-Key: a repeat answers the first order and opens nothing more', async () => {
    await price('btcusdt', '50000');
    const who = await newTrader({ contract: { usdt: '1000' } });
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/contract/order/submit', payload: long(), headers: { ...who.auth, 'idempotency-key': 'order-1' } });
    const [a, b] = [await send(), await send()];
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.body).toBe(a.body);
    expect(await orders(who)).toHaveLength(1);
    expect(await contractUsdt(who)).toEqual({ available: '899.5', frozen: '100' });
    expect(positionFrames(who)).toEqual(['open']);
  });
});

describe('contract: limit orders', () => {
  it('holds margin + fee and fills at the limit price when the price crosses it', async () => {
    await price('btcusdt', '50000');
    const who = await newTrader({ contract: { usdt: '1000' } });
    const placed = await submit(who, long({ type: 'limit', price: '49000', takeProfit: '55000' }));
    expect(placed.data).toMatchObject({ status: 0, price: '49000', fillPrice: null, fee: null, positionId: null, takeProfit: '55000' });
    expect(await contractUsdt(who)).toEqual({ available: '899.5', frozen: '100.5' });
    expect((await orders(who, 0)).map((o) => o.id)).toEqual([placed.data.id]);

    expect((await price('btcusdt', '49500')).contractFills).not.toContain(placed.data.id);
    expect(await positions(who, 0)).toEqual([]);
    const report = await price('btcusdt', '48900');
    expect(report.contractFills).toContain(placed.data.id);
    const [filled] = await orders(who, 1);
    expect(filled).toMatchObject({ id: placed.data.id, status: 1, fillPrice: '49000', fee: '0.5' });
    // 1000 / 49000 floored to 8 decimals, at the limit price; the take-profit set on the position.
    expect((await positions(who, 0))[0]).toMatchObject({ id: filled!.positionId, quantity: '0.02040816', entryPrice: '49000', margin: '100', takeProfit: '55000' });
    expect(await contractUsdt(who)).toEqual({ available: '899.5', frozen: '100' });
    const settlement = who.frames.find((f) => f.type === 'SETTLEMENT');
    expect(settlement).toEqual({ type: 'SETTLEMENT', data: { product: 'contract', order: filled } });
    expect(positionFrames(who)).toEqual(['open']);
    // Filled once: another check does nothing.
    expect((await check()).contractFills).not.toContain(placed.data.id);
  });

  it('cancels a pending order: the hold returns', async () => {
    await price('btcusdt', '50000');
    const who = await newTrader({ contract: { usdt: '1000' } });
    const placed = await submit(who, long({ direction: 'short', type: 'limit', price: '55000' }));
    expect(await contractUsdt(who)).toEqual({ available: '899.5', frozen: '100.5' });
    const cancelled = await call<ContractOrder>(who, 'order/canCelOrder', { id: placed.data.id });
    expect(cancelled.data).toMatchObject({ status: 2 });
    expect(await contractUsdt(who)).toEqual({ available: '1000', frozen: '0' });
    expect((await call(who, 'order/canCelOrder', { id: placed.data.id })).msg).toBe('Only a pending order can be cancelled');
    expect((await price('btcusdt', '56000')).contractFills).not.toContain(placed.data.id);
    expect((await orders(who, 2)).map((o) => o.id)).toEqual([placed.data.id]);
    const stranger = await newTrader();
    expect((await call(stranger, 'order/canCelOrder', { id: placed.data.id })).msg).toBe('Order not found');
  });
});

describe('contract: take-profit, stop-loss, liquidation', () => {
  it('closes at the take-profit (status 3) and at the stop-loss (status 4)', async () => {
    await price('btcusdt', '50000');
    const who = await newTrader({ contract: { usdt: '2000' } });
    const tp = await submit(who, long({ takeProfit: '52000', stopLoss: '48000' }));
    const sl = await submit(who, long({ direction: 'short', stopLoss: '51000' }));
    const ids = [tp.data.positionId, sl.data.positionId];
    const before = await price('btcusdt', '50900');
    expect([...before.takeProfits, ...before.stopLosses].filter((id) => ids.includes(id))).toEqual([]);
    const first = await price('btcusdt', '51500');
    expect(first.stopLosses).toContain(sl.data.positionId);
    expect(first.takeProfits).not.toContain(tp.data.positionId);
    const second = await price('btcusdt', '52100');
    expect(second.takeProfits).toContain(tp.data.positionId);
    const closed = await positions(who, 1);
    expect(closed.find((p) => p.id === sl.data.positionId)).toMatchObject({ status: 4, closePrice: '51500', realisedPnl: '-30', fee: '1.015' });
    expect(closed.find((p) => p.id === tp.data.positionId)).toMatchObject({ status: 3, closePrice: '52100', realisedPnl: '42', fee: '1.021' });
    // 2000 − 2 × 100.5 + (100 − 30 − 0.515) + (100 + 42 − 0.521).
    expect(await contractUsdt(who)).toEqual({ available: '2009.964', frozen: '0' });
    expect(positionFrames(who)).toEqual(['open', 'open', 'stopLoss', 'takeProfit']);
  });

  it('liquidates when equity reaches maintenance: what is left returns, the rest is the house’s', async () => {
    await price('btcusdt', '50000');
    const who = await newTrader({ contract: { usdt: '1000' } });
    const opened = await submit(who, long());
    // Equity 100 − 94 = 6 > maintenance 0.02 × 45300 × 0.005 = 4.53.
    expect((await price('btcusdt', '45300')).liquidations).not.toContain(opened.data.positionId);
    // Equity 4 ≤ 4.52.
    expect((await price('btcusdt', '45200')).liquidations).toContain(opened.data.positionId);
    expect((await positions(who, 1))[0]).toMatchObject({ status: 2, closePrice: '45200', realisedPnl: '-96', fee: '0.5' });
    expect(await contractUsdt(who)).toEqual({ available: '903.5', frozen: '0' });
    expect(await houseGain('contract_position', opened.data.positionId!)).toBeCloseTo(96, 8);
    expect(positionFrames(who)).toEqual(['open', 'liquidation']);
  });

  it('a gap past liquidation: the user gets nothing, never less; the house takes the margin only', async () => {
    await price('btcusdt', '50000');
    const who = await newTrader({ contract: { usdt: '1000' } });
    const opened = await submit(who, long({ direction: 'short', leverage: 100 }));
    expect((await positions(who, 0))[0]).toMatchObject({ quantity: '0.2', fee: '5', liquidationPrice: '50248.756218905473' });
    expect((await price('btcusdt', '51000')).liquidations).toContain(opened.data.positionId);
    expect(await contractUsdt(who)).toEqual({ available: '895', frozen: '0' });
    expect(await houseGain('contract_position', opened.data.positionId!)).toBeCloseTo(100, 8);
  });

  it('sets, lists, clears and cancels take-profit / stop-loss settings', async () => {
    await price('btcusdt', '50000');
    const who = await newTrader({ contract: { usdt: '1000' } });
    const { data: order } = await submit(who, long());
    const sett = (body: object) => c.post<LossSetting>('/api/contract/loss/sett', { positionId: order.positionId, ...body }, who.auth);
    const list = async () => (await c.post<LossSetting[]>('/api/contract/loss/list', undefined, who.auth)).data;

    const saved = await sett({ takeProfit: '55000' });
    expect(saved.data).toMatchObject({ positionId: order.positionId, symbol: 'btcusdt', direction: 'long', takeProfit: '55000', stopLoss: null });
    expect((await sett({ stopLoss: '45500' })).data).toMatchObject({ id: saved.data.id, takeProfit: '55000', stopLoss: '45500' });
    expect((await positions(who, 0))[0]).toMatchObject({ takeProfit: '55000', stopLoss: '45500' });
    expect((await sett({ takeProfit: '' })).data).toMatchObject({ takeProfit: null, stopLoss: '45500' });
    expect(await sett({ takeProfit: '49000' })).toMatchObject({ code: 500, msg: 'The take-profit price must be above the current price' });
    expect(await sett({})).toMatchObject({ code: 500, msg: 'Please enter a take-profit or a stop-loss price' });
    expect((await list()).map((s) => s.id)).toEqual([saved.data.id]);

    const stranger = await newTrader();
    expect((await c.post('/api/contract/loss/sett', { positionId: order.positionId, takeProfit: '60000' }, stranger.auth)).msg).toBe('Position not found');
    expect((await call(stranger, 'loss/cancel', { id: saved.data.id })).msg).toBe('Setting not found');

    expect((await call(who, 'loss/cancel', { id: saved.data.id })).code).toBe(200);
    expect(await list()).toEqual([]);
    expect((await positions(who, 0))[0]).toMatchObject({ takeProfit: null, stopLoss: null });
    // Nothing triggers now: the stop-loss is gone.
    expect((await price('btcusdt', '45400')).stopLosses).toEqual([]);
  });
});

describe('contract: adjusting a position', () => {
  it('adds margin and takes some back while the position stays clear of liquidation', async () => {
    await price('btcusdt', '50000');
    const who = await newTrader({ contract: { usdt: '1000' } });
    const { data: order } = await submit(who, long());
    const id = order.positionId!;
    const added = await call(who, 'adjustPositionMargn', { id, money: '50' });
    // (1000 − 150) / (0.02 × 0.995)
    expect(added.data).toMatchObject({ margin: '150', liquidationPrice: '42713.56783919598' });
    expect(await contractUsdt(who)).toEqual({ available: '849.5', frozen: '150' });
    expect((await call(who, 'adjustPositionMargn', { id, money: '-40' })).data).toMatchObject({ margin: '110' });
    expect(await contractUsdt(who)).toEqual({ available: '889.5', frozen: '110' });
    // At 45000 (loss 100): margin 100 would leave equity 0, below maintenance 4.5; 110 is clear.
    await price('btcusdt', '45000');
    expect((await call(who, 'adjustPositionMargn', { id, money: '-10' })).msg).toBe('Taking back this much margin would bring the position to liquidation');
    await price('btcusdt', '50000');
    expect((await call(who, 'adjustPositionMargn', { id, money: '5000' })).msg).toBe('Insufficient balance');
    expect(positionFrames(who)).toEqual(['open', 'margin', 'margin']);
  });

  it('stops margin removal at the initial margin, whatever the profit (issue 21: the leverage stays bounded)', async () => {
    await price('btcusdt', '50000');
    const who = await newTrader({ contract: { usdt: '1000' } });
    const { data: order } = await submit(who, long());
    const id = order.positionId!;
    // 100 at 10×: entry value 1000, initial margin 100. Before, 99 could come back ("not liquidated now"): 100× in effect.
    expect((await call(who, 'adjustPositionMargn', { id, money: '-1' })).msg).toBe(
      'You can take back at most 0 USDT: a position keeps at least its initial margin of 100 USDT',
    );
    await price('btcusdt', '60000');
    expect((await call(who, 'adjustPositionMargn', { id, money: '-99' })).msg).toBe(
      'You can take back at most 0 USDT: a position keeps at least its initial margin of 100 USDT',
    );
    expect((await call(who, 'adjustPositionMargn', { id, money: '30' })).data).toMatchObject({ margin: '130' });
    expect((await call(who, 'adjustPositionMargn', { id, money: '-30.00000001' })).msg).toBe(
      'You can take back at most 30 USDT: a position keeps at least its initial margin of 100 USDT',
    );
    expect((await call(who, 'adjustPositionMargn', { id, money: '-30' })).data).toMatchObject({ margin: '100' });
    expect(await contractUsdt(who)).toEqual({ available: '899.5', frozen: '100' });
  });

  it('adds to a position at market (flag 1) and closes a share of it (flag 2)', async () => {
    await price('btcusdt', '40000');
    const who = await newTrader({ contract: { usdt: '1000' } });
    const { data: order } = await submit(who, long());
    const id = order.positionId!;
    await price('btcusdt', '50000');
    expect((await call(who, 'adjustPositionAmout', { id, money: '5' })).msg).toBe('The minimum margin is 10 USDT');
    const grown = await call(who, 'adjustAmount', { id, money: '100', flag: 1 });
    expect(grown.data).toMatchObject({ quantity: '0.045', entryPrice: '44444.444444444444', margin: '200', fee: '1' });
    // The addition is an order of its own, filled into the position.
    expect((await orders(who, 1)).map((o) => [o.positionId, o.fillPrice, o.amount])).toEqual([
      [id, '50000', '100'],
      [id, '40000', '100'],
    ]);

    await price('btcusdt', '45000');
    // A quarter (50 / 200): 0.01125 at entry value 500, sold at 45000: PnL 6.25, fee 506.25 × 0.0005.
    const reduced = await call(who, 'adjustAmount', { id, money: '50', flag: 2 });
    expect(reduced.data).toMatchObject({ status: 0, quantity: '0.03375', entryPrice: '44444.444444444444', margin: '150', fee: '1.253125', realisedPnl: '6.25' });
    expect(await contractUsdt(who)).toEqual({ available: '854.996875', frozen: '150' });
    expect((await call(who, 'adjustAmount', { id, money: '151', flag: 2 })).msg).toBe("The amount is more than the position's margin");
    expect((await call(who, 'adjustAmount', { id, money: '1', flag: 3 })).code).toBe(400);
    // The whole margin closes it.
    expect((await call(who, 'adjustAmount', { id, money: '150', flag: 2 })).data).toMatchObject({ status: 1 });
    expect(await contractUsdt(who)).toMatchObject({ frozen: '0' });
    expect(positionFrames(who)).toEqual(['open', 'add', 'reduce', 'close']);
  });
});

describe('contract: races and the frozen account', () => {
  it('two closes of one position at once settle once', async () => {
    await price('btcusdt', '50000');
    const who = await newTrader({ contract: { usdt: '1000' } });
    const { data: order } = await submit(who, long());
    const results = await Promise.all([1, 2, 3].map(() => call(who, 'stopPosition', { id: order.positionId! })));
    expect(results.map((r) => r.code).sort()).toEqual([200, 500, 500]);
    expect(results.filter((r) => r.code === 500).map((r) => r.msg)).toEqual(['This position is already closed', 'This position is already closed']);
    // 899.5 + 100 − 0.5 closing fee.
    expect(await contractUsdt(who)).toEqual({ available: '999', frozen: '0' });
  });

  it('a close racing a liquidation settles once', async () => {
    await price('btcusdt', '50000');
    const who = await newTrader({ contract: { usdt: '1000' } });
    const { data: order } = await submit(who, long());
    const [closed] = await Promise.all([
      call(who, 'stopPosition', { id: order.positionId! }),
      c.post('/api/__dev/market/price', { symbol: 'btcusdt', price: '45000' }),
      c.post('/api/__dev/trading/check'),
    ]);
    await check();
    const [position] = await positions(who, 1);
    expect([1, 2]).toContain(position!.status);
    expect(closed.code === 200).toBe(position!.status === 1);
    const journals = await t.db.query("SELECT id FROM ledger_journal WHERE kind = 'contract' AND ref_type = 'contract_position' AND ref_id = $1", [position!.id]);
    expect(journals).toHaveLength(1);
    expect(await contractUsdt(who)).toMatchObject({ frozen: '0' });
  });

  it('a frozen account opens nothing but may close', async () => {
    await price('btcusdt', '50000');
    const who = await newTrader({ contract: { usdt: '1000' }, spot: { usdt: '100' } });
    const { data: order } = await submit(who, long());
    await c.post('/api/__dev/freeze', { loginName: who.loginName, frozen: true });
    expect((await submit(who, long())).msg).toBe('Your account is frozen');
    expect((await call(who, 'adjustPositionAmout', { id: order.positionId!, money: '10' })).msg).toBe('Your account is frozen');
    expect((await c.post('/api/currency/order/submit', { symbol: 'btcusdt', side: 'buy', type: 'market', amount: '0.001' }, who.auth)).msg).toBe(
      'Your account is frozen',
    );
    const periodId = (await c.post<Period[]>('/api/period/list', { symbol: 'btcusdt' })).data[0]!.id;
    expect((await c.post('/api/secondContractOrder/createSecondContractOrder', { symbol: 'btcusdt', periodId, direction: 'up', amount: '10' }, who.auth)).msg).toBe(
      'Your account is frozen',
    );
    expect((await call(who, 'stopPosition', { id: order.positionId! })).code).toBe(200);
  });
});

describe('second contract', () => {
  const selectOrders = async (who: Trader, body: object) =>
    (await t.app.inject({ method: 'POST', url: '/api/secondContractOrder/selectOrderList', payload: body, headers: who.auth })).json<{
      rows: SecondContractOrder[];
      total: number;
    }>();
  const create = (who: Trader, body: object) =>
    c.post<SecondContractOrder>('/api/secondContractOrder/createSecondContractOrder', { symbol: 'btcusdt', direction: 'up', amount: '100', ...body }, who.auth);

  it('lists the seeded periods for a coinList symbol', async () => {
    const list = await c.post<Period[]>('/api/period/list', { symbol: 'XAUUSD' });
    expect(list.data.map(({ id: _id, ...p }) => p)).toEqual(PERIODS);
    expect((await c.post('/api/period/list', { symbol: 'linkusdt' })).msg).toBe('This symbol has no second contract');
  });

  it('settles win, lose and draw at settleTime with the right balances', async () => {
    const periods = (await c.post<Period[]>('/api/period/list', { symbol: 'btcusdt' })).data;
    const minute = periods.find((p) => p.seconds === 60)!;
    await price('btcusdt', '50000');
    const who = await newTrader({ contract: { usdt: '1000' } });
    const up = await create(who, { periodId: minute.id });
    const down = await create(who, { periodId: minute.id, direction: 'down' });
    expect(up.data).toMatchObject({ symbol: 'btcusdt', direction: 'up', amount: '100', seconds: 60, payoutRate: '0.85', openPrice: '50000', status: 0, result: null });
    expect(up.data.settleTime - up.data.openTime).toBe(60_000);
    expect(await contractUsdt(who)).toEqual({ available: '800', frozen: '200' });

    // Not due yet: nothing settles however the price moves.
    expect((await price('btcusdt', '50001')).secondSettled).not.toContain(up.data.id);
    await c.shiftClock(61_000);
    const report = await check();
    expect(report.secondSettled).toEqual(expect.arrayContaining([up.data.id, down.data.id]));
    const list = await selectOrders(who, { pageNum: 1, pageSize: 10 });
    expect(list.total).toBe(2);
    expect(list.rows.find((o) => o.id === up.data.id)).toMatchObject({ status: 1, closePrice: '50001', result: 'win', payout: '185' });
    expect(list.rows.find((o) => o.id === down.data.id)).toMatchObject({ status: 1, result: 'lose', payout: '0' });
    // 800 + 185; the house paid 85 and took 100.
    expect(await contractUsdt(who)).toEqual({ available: '985', frozen: '0' });
    expect(await houseGain('second_contract_order', up.data.id)).toBeCloseTo(-85, 8);
    expect(await houseGain('second_contract_order', down.data.id)).toBeCloseTo(100, 8);
    const settlements = who.frames.filter((f) => f.type === 'SETTLEMENT');
    expect(settlements.map((f) => f.type === 'SETTLEMENT' && f.data.product)).toEqual(['second', 'second']);

    await c.shiftClock(0);
    const draw = await create(who, { periodId: periods.find((p) => p.seconds === 30)!.id });
    await c.shiftClock(31_000);
    await check();
    const page = await selectOrders(who, { pageNum: 1, pageSize: 1 });
    expect(page.total).toBe(3);
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({ id: draw.data.id, result: 'draw', payout: '100', closePrice: '50001' });
    expect(await contractUsdt(who)).toEqual({ available: '985', frozen: '0' });
    expect((await selectOrders(who, { status: 0, pageNum: 1, pageSize: 10 })).total).toBe(0);
    expect((await selectOrders(who, { status: 1 })).total).toBe(3);
  });

  it('checks the amount against the period and the balance', async () => {
    const period = (await c.post<Period[]>('/api/period/list', { symbol: 'btcusdt' })).data[0]!;
    const who = await newTrader({ contract: { usdt: '50' } });
    expect((await create(who, { periodId: period.id, amount: '5' })).msg).toBe('The minimum amount is 10 USDT');
    expect((await create(who, { periodId: period.id, amount: '50001' })).msg).toBe('The maximum amount is 50000 USDT');
    expect((await create(who, { periodId: 99_999 })).msg).toBe('Please choose a period');
    expect((await create(who, { periodId: period.id, direction: 'sideways' })).msg).toBe('Please choose up or down');
    expect((await create(who, { periodId: period.id, symbol: 'linkusdt' })).msg).toBe('This symbol has no second contract');
    expect((await create(who, { periodId: period.id })).msg).toBe('Insufficient balance');
    expect(await contractUsdt(who)).toEqual({ available: '50', frozen: '0' });
  });
});

describe('spot', () => {
  const order = (who: Trader, body: object) =>
    c.post<SpotOrder>('/api/currency/order/submit', { symbol: 'btcusdt', side: 'buy', type: 'market', amount: '0.1', ...body }, who.auth);
  const list = async (who: Trader, query = '') =>
    (await t.app.inject({ method: 'GET', url: `/api/currency/order/orderList?${query}`, headers: who.auth })).json<{ rows: SpotOrder[]; total: number }>();

  it('buys and sells at market, the fee in the coin received', async () => {
    await price('btcusdt', '50000');
    const who = await newTrader({ spot: { usdt: '10000' } });
    const bought = await order(who, {});
    expect(bought.data).toMatchObject({ side: 'buy', type: 'market', status: 1, fillPrice: '50000', fee: '0.0001', feeCoin: 'btc', amount: '0.1' });
    expect(await balance(who, 'usdt', 'spot')).toEqual({ available: '5000', frozen: '0' });
    expect(await balance(who, 'btc', 'spot')).toEqual({ available: '0.0999', frozen: '0' });
    await price('btcusdt', '52000');
    const sold = await order(who, { side: 'sell', amount: '0.05' });
    expect(sold.data).toMatchObject({ fee: '2.6', feeCoin: 'usdt' });
    expect(await balance(who, 'usdt', 'spot')).toEqual({ available: '7597.4', frozen: '0' });
    expect(await balance(who, 'btc', 'spot')).toEqual({ available: '0.0499', frozen: '0' });
    expect((await order(who, { amount: '1' })).msg).toBe('Insufficient balance');
    expect((await order(who, { amount: '0.00009' })).msg).toBe('The minimum order value is 5 USDT');
    expect((await order(who, { symbol: 'XAUUSD' })).msg).toBe('This symbol cannot be traded on spot');
    expect((await order(who, { side: 'long' })).msg).toBe('Please choose buy or sell');
    expect(await balance(who, 'usdt', 'spot')).toEqual({ available: '7597.4', frozen: '0' });
  });

  it('holds for a limit order, fills it at its price when crossed, and cancel releases', async () => {
    await price('btcusdt', '52000');
    const who = await newTrader({ spot: { usdt: '10000', btc: '0.1' } });
    const buy = await order(who, { type: 'limit', price: '49000' });
    expect(buy.data).toMatchObject({ status: 0, price: '49000', fillPrice: null });
    expect(await balance(who, 'usdt', 'spot')).toEqual({ available: '5100', frozen: '4900' });
    const sell = await order(who, { side: 'sell', type: 'limit', price: '55000', amount: '0.05' });
    expect(await balance(who, 'btc', 'spot')).toEqual({ available: '0.05', frozen: '0.05' });

    expect((await price('btcusdt', '49500')).spotFills).not.toContain(buy.data.id);
    expect((await price('btcusdt', '48000')).spotFills).toContain(buy.data.id);
    expect(await balance(who, 'usdt', 'spot')).toEqual({ available: '5100', frozen: '0' });
    expect(await balance(who, 'btc', 'spot')).toEqual({ available: '0.1499', frozen: '0.05' });
    const filled = (await list(who, 'status=1')).rows[0]!;
    expect(filled).toMatchObject({ id: buy.data.id, fillPrice: '49000', fee: '0.0001', feeCoin: 'btc' });
    expect(who.frames.filter((f) => f.type === 'SETTLEMENT')).toEqual([{ type: 'SETTLEMENT', data: { product: 'spot', order: filled } }]);

    const cancelled = await c.post<SpotOrder>(`/api/currency/order/cancelOrder?id=${sell.data.id}`, undefined, who.auth);
    expect(cancelled.data).toMatchObject({ status: 2 });
    expect(await balance(who, 'btc', 'spot')).toEqual({ available: '0.1999', frozen: '0' });
    expect((await c.post(`/api/currency/order/cancelOrder?id=${sell.data.id}`, undefined, who.auth)).msg).toBe('Only an open order can be cancelled');
    expect((await price('btcusdt', '56000')).spotFills).not.toContain(sell.data.id);

    const all = await list(who, 'pageNum=1&pageSize=1');
    expect(all.total).toBe(2);
    expect(all.rows.map((o) => o.id)).toEqual([sell.data.id]);
    expect((await list(who, 'symbol=ETHUSDT')).total).toBe(0);
    expect((await list(who, 'symbol=BTCUSDT&status=2')).rows.map((o) => o.id)).toEqual([sell.data.id]);
  });
});

describe('commission', () => {
  it('gives the inviter a share of the invitee’s trading fees', async () => {
    await price('btcusdt', '50000');
    const inviter = await newTrader();
    const [{ code }] = (await t.db.query<{ code: string }>('SELECT invite_code AS code FROM users WHERE id = $1', [inviter.userId])) as [{ code: string }];
    const invitee = await newTrader({ contract: { usdt: '1000' }, spot: { usdt: '10000' } }, code);
    await submit(invitee, long());
    await order(invitee);
    // 20 % of the contract fee 0.5 USDT and of the spot fee 0.0001 BTC, to the inviter's funding account.
    expect(await balance(inviter, 'usdt', 'funding')).toEqual({ available: '0.1', frozen: '0' });
    expect(await balance(inviter, 'btc', 'funding')).toEqual({ available: '0.00002', frozen: '0' });
    const rows = await t.db.query<{ coin: string; amount: string; source: string }>(
      'SELECT coin, amount::text AS amount, source FROM commissions WHERE inviter_id = $1 ORDER BY id',
      [inviter.userId],
    );
    expect(rows.map((r) => [r.coin, Number(r.amount), r.source])).toEqual([
      ['usdt', 0.1, 'contract'],
      ['btc', 0.00002, 'spot'],
    ]);
  });

  const order = (who: Trader) => c.post<SpotOrder>('/api/currency/order/submit', { symbol: 'btcusdt', side: 'buy', type: 'market', amount: '0.1' }, who.auth);
});

describe('the engine on market updates', () => {
  it('acts on a price update by itself, without the development check', async () => {
    await price('btcusdt', '50000');
    const who = await newTrader({ contract: { usdt: '1000' } });
    const { data: order } = await submit(who, long());
    await c.post('/api/__dev/market/price', { symbol: 'btcusdt', price: '45000' });
    const deadline = Date.now() + 5000;
    while ((await positions(who, 1)).length === 0) {
      if (Date.now() > deadline) throw new Error('the engine did not liquidate on the update');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await positions(who, 1))[0]).toMatchObject({ id: order.positionId, status: 2 });
  });

  it('seeds the same periods after a reset as migration 015 wrote', async () => {
    await c.post('/api/__dev/reset');
    const list = await c.post<Period[]>('/api/period/list', { symbol: 'btcusdt' });
    expect(list.data.map(({ id: _id, ...p }) => p)).toEqual(PERIODS);
  });
});
