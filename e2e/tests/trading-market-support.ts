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
  /** Back to real time. */
  async reset(request: APIRequestContext) {
    expect((await request.post(`${BASE_URL}/api/__dev/clock`, { data: {} })).ok()).toBe(true);
  },
};
