import { describe, expect, it } from 'vitest';
import { transferCoin, transferPreset } from './transfer-preset';

const preset = (query: string) => transferPreset(new URLSearchParams(query));

describe('/transfer presets', () => {
  it('opens funding → spot when the query says nothing', () => {
    expect(preset('')).toEqual({ from: 'funding', to: 'spot' });
  });
  it('takes the destination of a trading screen’s "Transfer in", the money coming from funding', () => {
    expect(preset('to=contract')).toEqual({ from: 'funding', to: 'contract' });
    expect(preset('to=spot')).toEqual({ from: 'funding', to: 'spot' });
  });
  it('takes money to funding from spot by default, or from where the query says', () => {
    expect(preset('to=funding')).toEqual({ from: 'spot', to: 'funding' });
    expect(preset('to=funding&from=contract')).toEqual({ from: 'contract', to: 'funding' });
    expect(preset('to=contract&from=spot')).toEqual({ from: 'spot', to: 'contract' });
  });
  it('never pairs an account with itself, and ignores unknown accounts', () => {
    expect(preset('to=contract&from=contract')).toEqual({ from: 'funding', to: 'contract' });
    expect(preset('to=margin')).toEqual({ from: 'funding', to: 'spot' });
    expect(preset('from=contract')).toEqual({ from: 'contract', to: 'funding' });
    expect(preset('from=funding')).toEqual({ from: 'funding', to: 'spot' });
  });
  it('takes the coin when the user holds it, else USDT', () => {
    expect(transferCoin(new URLSearchParams('coin=BTC'), ['usdt', 'btc'])).toBe('btc');
    expect(transferCoin(new URLSearchParams('coin=doge'), ['btc', 'usdt'])).toBe('usdt');
    expect(transferCoin(new URLSearchParams(''), ['btc'])).toBe('btc');
  });
});
