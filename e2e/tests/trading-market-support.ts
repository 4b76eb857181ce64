import { expect, type APIRequestContext } from '@playwright/test';
import { BASE_URL } from '../playwright.config';

/** The reference API's clock and market steps, for the market screens' tests. */
export const clock = {
  async now(request: APIRequestContext): Promise<number> {
    const response = await request.get(`${BASE_URL}/api/__dev/clock`);
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { data: { now: number } }).data.now;
  },
  /** The server clock reads `now` and runs on from there. */
  async set(request: APIRequestContext, now: number) {
    expect((await request.post(`${BASE_URL}/api/__dev/clock`, { data: { now } })).ok()).toBe(true);
  },
  /**
   * The start of the market's current 1-minute candle. An earlier test may have moved the clock
   * forward and back again: the market then keeps its latest candle open until the clock passes
   * it, so a test that turns the minute must count from this, not from the clock.
   */
  async currentMinute(request: APIRequestContext, symbol = 'btcusdt'): Promise<number> {
    const response = await request.get(`${BASE_URL}/api/market/kline`, { params: { symbol, interval: '1min', size: 1 } });
    expect(response.ok()).toBe(true);
    const [candle] = ((await response.json()) as { data: { time: number }[] }).data;
    const now = await clock.now(request);
    return Math.max(Math.floor(now / 60_000) * 60_000, candle!.time);
  },
  /** Back to real time. */
  async reset(request: APIRequestContext) {
    expect((await request.post(`${BASE_URL}/api/__dev/clock`, { data: {} })).ok()).toBe(true);
  },
};
