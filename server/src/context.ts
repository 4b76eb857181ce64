import type { CaptchaStore } from './auth/captcha.js';
import type { CodeStore } from './auth/codes.js';
import type { LoginLimits } from './auth/login-limits.js';
import type { SendLimits } from './auth/send-limits.js';
import type { Clock } from './clock.js';
import type { Db } from './db/db.js';
import type { MarketHub } from './market/hub.js';
import type { MarketSimulator } from './market/simulator.js';
import type { SocketGate } from './sockets/gate.js';
import type { UserSocketHub } from './user-socket/hub.js';

/** What the routes share: built once by buildApp, passed to each route file. */
export interface AppContext {
  db: Db;
  mode: 'development' | 'production';
  clock: Clock;
  captchas: CaptchaStore;
  codes: CodeStore;
  /** Per-address and per-client limits on sending codes. */
  sendLimits: SendLimits;
  /** Per-account and per-client limits on failed sign-ins. */
  loginLimits: LoginLimits;
  market: MarketSimulator;
  /** The market's tick period, for /api/__dev/market/resume. */
  marketTickMs: number;
  hub: MarketHub;
  /** The authenticated user sockets (/ws/coin/{userId}), for pushing frames to a user. */
  userHub: UserSocketHub;
  /** Development control over all sockets: refuse new ones, drop open ones. */
  sockets: SocketGate;
}
