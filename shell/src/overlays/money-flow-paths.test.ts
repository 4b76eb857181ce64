import { describe, expect, it } from 'vitest';
import { inMoneyFlow } from './money-flow-paths';

describe('money flows', () => {
  it('are the withdraw, deposit, swap, transfer and trading screens', () => {
    for (const path of ['/withdraw', '/withdraw-apply', '/recharge', '/recharge-apply', '/swap', '/transfer', '/trade', '/tradeU', '/tradeBB']) {
      expect(inMoneyFlow(path, ''), path).toBe(true);
    }
    for (const path of ['/', '/home', '/assets', '/quote', '/defi', '/withdraw-detail', '/fund-password']) {
      expect(inMoneyFlow(path, ''), path).toBe(false);
    }
  });

  it('go on through a detour taken from one', () => {
    expect(inMoneyFlow('/fund-password', `?returnTo=${encodeURIComponent('/withdraw-apply?coin=usdt&chain=TRC20')}`)).toBe(true);
    expect(inMoneyFlow('/fund-password', '?returnTo=%2FhomeSidebar')).toBe(false);
    expect(inMoneyFlow('/fund-password', '?returnTo=https%3A%2F%2Fevil.example%2Fwithdraw')).toBe(false);
  });
});
