import { describe, expect, it } from 'vitest';
import type { Period, SecondContractOrder } from '../contract.js';
import { balanceOf, userAccount } from '../funds/ledger.js';
import { useTestApp } from '../test/use-test-app.js';

const t = useTestApp({ checkBooks: true });
const c = t.client;

const setPrice = async (price: string) => {
  const set = await c.post('/api/__dev/market/price', { symbol: 'btcusdt', price });
  if (set.code !== 200) throw new Error(set.msg);
};

describe('second contract settle price', () => {
  it('settles at the price of its settle time, not at the price of a later check', async () => {
    const registered = await c.post('/api/user/register', { signType: 3, loginName: 'bettor', loginPassword: 'secret1' });
    expect(registered.code).toBe(200);
    expect((await c.post('/api/__dev/credit', { loginName: 'bettor', coin: 'usdt', amount: '1000', account: 'contract' })).code).toBe(200);
    const auth = await c.signIn('bettor', 'secret1');
    const period = (await c.post<Period[]>('/api/period/list', { symbol: 'btcusdt' })).data.find((p) => p.seconds === 30)!;

    await setPrice('50000');
    const order = await c.post<SecondContractOrder>(
      '/api/secondContractOrder/createSecondContractOrder',
      { symbol: 'btcusdt', periodId: period.id, direction: 'up', amount: '100' },
      auth,
    );
    expect(order.data).toMatchObject({ openPrice: '50000', status: 0 });

    // A second before the settle time the price is up: that is the price at T.
    await c.shiftClock(29_000);
    await setPrice('50100');
    // The engine gets to the order 3 s late, after the price fell below the open.
    await c.shiftClock(33_000);
    await setPrice('49900');
    const report = (await c.post<{ secondSettled: number[] }>('/api/__dev/trading/check')).data;
    expect(report.secondSettled).toContain(order.data.id);

    const [row] = await t.db.query<{ closePrice: string; result: string; payout: string }>(
      'SELECT close_price::text AS "closePrice", result, payout::text AS payout FROM second_contract_orders WHERE id = $1',
      [order.data.id],
    );
    // A win: the stake back and the period's payout rate on it.
    const payout = 100 * (1 + Number(period.payoutRate));
    expect(row).toEqual({ closePrice: '50100', result: 'win', payout: String(payout) });
    const [user] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE tenant = 'atrium' AND login_name = 'bettor'");
    expect(await balanceOf(t.db, userAccount('atrium', user!.id, 'usdt', 'contract'))).toEqual({ available: String(900 + payout), frozen: '0' });
  });
});
