import { describe, expect, it } from 'vitest';
import { tradeLinks } from './trade-links';
import { BTC, SOL, XAU } from '../test/coins';
import { tenantRunningTrading } from '../../test/tenant';

const lists = { contractCoinList: [BTC, XAU], spotCoinList: [BTC, SOL], secondContractCoinList: [BTC, XAU] };
const config = (secondContract: boolean) => tenantRunningTrading({ secondContract });

describe('trade links of a coin', () => {
  it('offers each trade screen whose list has the coin', () => {
    expect(tradeLinks('btcusdt', lists, config(true))).toEqual([
      { kind: 'contract', to: '/tradeU?symbol=btcusdt' },
      { kind: 'spot', to: '/tradeBB?symbol=btcusdt' },
      { kind: 'second', to: '/trade?symbol=btcusdt' },
    ]);
    expect(tradeLinks('solusdt', lists, config(true)).map((l) => l.kind)).toEqual(['spot']);
  });

  it('leaves the second contract out where the tenant has switched it off', () => {
    expect(tradeLinks('XAUUSD', lists, config(false)).map((l) => l.kind)).toEqual(['contract']);
  });
});
