import { describe, expect, it } from 'vitest';
import type { Candle } from '../contract.js';
import { useTestApp } from '../test/use-test-app.js';

const t = useTestApp();
const c = t.client;

const status = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<{ code: number; msg: string }>() };
};

describe('GET /api/market/kline', () => {
  it('answers 300 candles by default, oldest first, the socket\'s current candle last', async () => {
    const { code, data } = await c.get<Candle[]>('/api/market/kline?symbol=btcusdt&interval=60min');
    expect(code).toBe(200);
    expect(data).toHaveLength(300);
    expect(data[0]).toEqual({
      time: expect.any(Number),
      open: expect.stringMatching(/^\d+\.\d{2}$/),
      high: expect.stringMatching(/^\d+\.\d{2}$/),
      low: expect.stringMatching(/^\d+\.\d{2}$/),
      close: expect.stringMatching(/^\d+\.\d{2}$/),
      volume: expect.stringMatching(/^\d+\.\d{5}$/),
    });
    for (let i = 1; i < data.length; i++) expect(data[i]!.time - data[i - 1]!.time).toBe(3_600_000);
    expect(data.at(-1)).toEqual(t.app.atrium.market.kline('btcusdt', '60min'));
  });

  it('serves every interval to the size asked, any case of the symbol', async () => {
    for (const interval of ['1min', '5min', '15min', '30min', '60min', '4hour', '1day', '1week', '1mon']) {
      const { code, data } = await c.get<Candle[]>(`/api/market/kline?symbol=XAUUSD&interval=${interval}&size=7`);
      expect(code, interval).toBe(200);
      expect(data, interval).toHaveLength(7);
    }
    const upper = await c.get<Candle[]>('/api/market/kline?symbol=BTCUSDT&interval=1day&size=1000');
    expect(upper.data).toHaveLength(1000);
    expect((await c.get<Candle[]>('/api/market/kline?symbol=btcusdt&interval=1day&size=1000')).data).toEqual(upper.data);
  });

  it('refuses a bad symbol, interval or size with HTTP 400', async () => {
    for (const query of [
      'interval=1min',
      'symbol=btcusdt',
      'symbol=nosuchusdt&interval=1min',
      'symbol=btcusdt&interval=1M',
      'symbol=btcusdt&interval=7min',
      'symbol=btcusdt&interval=1min&size=0',
      'symbol=btcusdt&interval=1min&size=1001',
      'symbol=btcusdt&interval=1min&size=ten',
      'symbol=btcusdt&interval=1min&size=2.5',
    ]) {
      const { status: code, body } = await status(`/api/market/kline?${query}`);
      expect(code, query).toBe(400);
      expect(body.code, query).toBe(400);
      expect(body.msg, query).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/common/getMt5Amount', () => {
  it('answers an MT5 coin\'s 24 h volume, the coin named in any case', async () => {
    const volume = t.app.atrium.market.detail('xauusd').volume24;
    expect(await c.get('/api/common/getMt5Amount?coin=XAU')).toEqual({ code: 200, msg: 'ok', data: volume });
    expect((await c.get('/api/common/getMt5Amount?coin=xau')).data).toBe(volume);
    expect((await c.get('/api/common/getMt5Amount?coin=XAG')).data).toBe(t.app.atrium.market.detail('xagusd').volume24);
    expect(Number(volume)).toBeGreaterThan(0);
  });

  it('refuses a coin that is not MT5 as a business failure, and a missing coin with HTTP 400', async () => {
    expect(await c.get('/api/common/getMt5Amount?coin=BTC')).toEqual({ code: 500, msg: 'BTC is not an MT5 coin' });
    expect(await c.get('/api/common/getMt5Amount?coin=nothing')).toEqual({ code: 500, msg: 'nothing is not an MT5 coin' });
    expect((await status('/api/common/getMt5Amount')).status).toBe(400);
    expect((await status('/api/common/getMt5Amount?coin=')).status).toBe(400);
  });
});
