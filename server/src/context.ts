import type { CaptchaStore } from './auth/captcha.js';
import type { CodeStore } from './auth/codes.js';
import type { Clock } from './clock.js';
import type { Db } from './db/db.js';
import type { MarketHub } from './market/hub.js';
import type { MarketSimulator } from './market/simulator.js';

/** What the routes share: built once by buildApp, passed to each route file. */
export interface AppContext {
  db: Db;
  mode: 'development' | 'production';
  clock: Clock;
  captchas: CaptchaStore;
  codes: CodeStore;
  market: MarketSimulator;
  /** The market's tick period, for /api/__dev/market/resume. */
  marketTickMs: number;
  hub: MarketHub;
}
