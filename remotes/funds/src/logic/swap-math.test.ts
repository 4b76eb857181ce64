import BigNumber from 'bignumber.js';
import { describe, expect, it } from 'vitest';
import { feePercent, giveFor, receiveFor, swapCoinOf, swapFee, swapRate } from './swap-math';

const BTC_TO_USDT = { fromPrice: '65000', toPrice: '1', feeRate: '0.002' };
const USDT_TO_BTC = { fromPrice: '1', toPrice: '65000', feeRate: '0.002' };

describe('swap maths', () => {
  it('computes the rate from the two USDT prices', () => {
    expect(swapRate(BTC_TO_USDT)?.toFixed()).toBe('65000');
    expect(swapRate({ ...BTC_TO_USDT, toPrice: '0' })).toBeNull();
  });
  it('gives what is received after the fee, rounded down', () => {
    expect(receiveFor('1', BTC_TO_USDT, 6)).toBe('64870');
    // 100 / 65000 × 0.998 = 0.00153538461…: floored, never rounded up.
    expect(receiveFor('100', USDT_TO_BTC, 8)).toBe('0.00153538');
    expect(receiveFor('', USDT_TO_BTC, 8)).toBe('');
  });
  it('gives what must be paid for a wanted amount, enough to receive it', () => {
    const give = giveFor('0.00153538', USDT_TO_BTC, 6);
    expect(give).toBe('99.9997');
    expect(new BigNumber(receiveFor(give, USDT_TO_BTC, 8)).isGreaterThanOrEqualTo('0.00153538')).toBe(true);
    expect(giveFor('64870', BTC_TO_USDT, 8)).toBe('1');
  });
  it('shows the fee in the received coin, as the server takes it (gross floored, less what is received)', () => {
    expect(swapFee('1', BTC_TO_USDT, 6)?.toFixed()).toBe('130');
    // 100 / 65000 = 0.00153846153… → 0.00153846 gross; 0.00153538 received.
    expect(swapFee('100', USDT_TO_BTC, 8)?.toFixed()).toBe('0.00000308');
    expect(swapFee('', USDT_TO_BTC, 8)).toBeNull();
  });
  it('shows the fee rate in percent', () => {
    expect(feePercent('0.002')).toBe('0.2');
  });
  it('takes the coin from the symbol', () => {
    expect(swapCoinOf('btcusdt')).toBe('btc');
    expect(swapCoinOf('USDT')).toBe('usdt');
  });
});
