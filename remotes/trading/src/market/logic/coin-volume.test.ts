import { describe, expect, it } from 'vitest';
import { coinVolume } from './coin-volume';
import { BTC, XAU, detail } from '../test/coins';

describe('the volume a quote row shows', () => {
  it('is the turnover of the DETAIL frame, or its base volume when there is no turnover', () => {
    expect(coinVolume(BTC, detail('1', { volume2: '1234.5', volume: '3' }), {})).toBe('1234.5');
    expect(coinVolume(BTC, detail('1', { volume2: '0', volume: '3' }), {})).toBe('3');
    expect(coinVolume(BTC, undefined, {})).toBeUndefined();
  });

  it("is getMt5Amount's volume for an MT5 coin, whatever its frames say", () => {
    expect(coinVolume(XAU, detail('1', { volume2: '55' }), { XAU: '9876' })).toBe('9876');
    expect(coinVolume(XAU, detail('1'), {})).toBeUndefined();
  });
});
