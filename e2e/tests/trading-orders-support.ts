import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { available } from './funds-support';

/** The development endpoints the order screens' tests drive: funding, the engine, the clock. */
export const trading = {
  /** Credits the demo user's contract or spot account (a ledger journal, as a transfer would). */
  async credit(request: APIRequestContext, account: 'contract' | 'spot', amount: string, coin = 'usdt', loginName = 'demo') {
    const response = await request.post(`${BASE_URL}/api/__dev/credit`, { data: { loginName, coin, amount, account } });
    expect(response.ok(), await response.text()).toBe(true);
  },
  /** Runs the engine's checks now (limit fills, TP/SL, liquidations, due second-contract orders). */
  async check(request: APIRequestContext) {
    const response = await request.post(`${BASE_URL}/api/__dev/trading/check`);
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: Record<string, number[]> }).data;
  },
  /** Shifts the server clock from real time (0: back to real time). */
  async clockOffset(request: APIRequestContext, offsetMs: number) {
    expect((await request.post(`${BASE_URL}/api/__dev/clock`, { data: { offsetMs } })).ok()).toBe(true);
  },
};

/** The exact available amount of a coin in an account, once it has become `expected`. */
export async function expectAvailable(page: Page, coin: string, account: 'contract' | 'spot', expected: string) {
  await expect.poll(() => available(page, coin, account)).toBe(expected);
}
