import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { CaptchaStore } from './auth/captcha.js';
import { CodeStore } from './auth/codes.js';
import { LoginLimits } from './auth/login-limits.js';
import { SendLimits } from './auth/send-limits.js';
import { Clock } from './clock.js';
import type { AppContext } from './context.js';
import type { Db } from './db/db.js';
import { migrate } from './db/migrate.js';
import { seedIfEmpty } from './db/seed/index.js';
import { registerAccessGuard } from './http/access-guard.js';
import { registerDevelopmentCors } from './http/cors.js';
import { registerBodyParsers, registerErrorHandling } from './http/errors.js';
import { registerMoneyRouteChecks } from './http/money-route.js';
import { registerRequestContext } from './http/request-context.js';
import { readsAcceptPost } from './http/reads-accept-post.js';
import { registerRouteSchemas } from './http/route-schemas.js';
import { loadSymbolSpecs } from './market/coin-store.js';
import { MarketHub } from './market/hub.js';
import { MarketSimulator } from './market/simulator.js';
import type { PriceSource } from './market/price-source.js';
import { marketRandomOf } from './market/random.js';
import { registerMarketSocket } from './market/socket.js';
import { registerCommonRoutes } from './routes/common.js';
import { registerDevRoutes } from './routes/dev.js';
import { registerDevInboxRoutes } from './routes/dev-inbox.js';
import { registerDevSocketRoutes } from './routes/dev-sockets.js';
import { registerDevFundsRoutes } from './routes/dev-funds.js';
import { registerDevTradingRoutes } from './routes/dev-trading.js';
import { registerTradingRoutes } from './routes/trading.js';
import { registerMarketRoutes } from './routes/market.js';
import { registerWatchlistRoutes } from './routes/watchlist.js';
import { registerInviteRoutes } from './routes/invite.js';
import { registerFinanceRoutes } from './routes/finance.js';
import { registerLendingRoutes } from './routes/lending.js';
import { registerDevFinanceRoutes } from './routes/dev-finance.js';
import { registerDevLendingRoutes } from './routes/dev-lending.js';
import { registerUplanRoutes } from './routes/uplan.js';
import { registerNftRoutes } from './routes/nft.js';
import { registerDevUplanRoutes } from './routes/dev-uplan.js';
import { registerDevNftRoutes } from './routes/dev-nft.js';
import { registerAssetRoutes } from './routes/asset.js';
import { registerBankRoutes } from './routes/bank.js';
import { registerExchangeRoutes } from './routes/exchange.js';
import { registerRechargeRoutes } from './routes/recharge.js';
import { registerWithdrawRoutes } from './routes/withdraw.js';
import { registerDefiRoutes } from './routes/defi.js';
import { registerMailRoutes } from './routes/mail.js';
import { registerSocketGate, SocketGate } from './sockets/gate.js';
import { registerSocketsPerAddress } from './sockets/per-address.js';
import { UserSocketHub } from './user-socket/hub.js';
import { registerUserSocket } from './user-socket/socket.js';
import { registerHealthRoute } from './routes/health.js';
import { registerNoticeRoutes } from './routes/notice.js';
import { registerStaticRoutes } from './routes/static.js';
import { registerBindEmailRoute } from './routes/bind-email.js';
import { registerCodeRoutes } from './routes/codes.js';
import { registerKycRoutes } from './routes/kyc.js';
import { registerPasswordRoutes } from './routes/password.js';
import { MULTIPART_LIMITS, registerUploadRoutes } from './routes/upload.js';
import { registerUserRoutes } from './routes/user.js';
import { registerWalletRoutes } from './routes/wallet.js';

export interface MarketOptions {
  /** Tick period in ms (default 1000). */
  tickMs?: number;
  /**
   * Development: seed of the market's randomness (default 1): the same seed and clock give the same
   * prices. Production refuses one: its market draws from node:crypto (market/random.ts).
   */
  seed?: number;
  /** Where prices come from (market/price-source.ts; default: the simulator's random walk). */
  prices?: PriceSource;
  /** Start the timer at once (default true); tests drive the market by hand instead. */
  autoStart?: boolean;
  /** Minutes of candle history generated at start (default 1440). */
  historyMinutes?: number;
}

export interface BuildAppOptions {
  db: Db;
  mode: 'development' | 'production';
  /** The base clock (default Date.now); /api/__dev/clock shifts it. */
  now?: () => number;
  market?: MarketOptions;
  /** HEARTBEAT period of the market and user sockets (default 20 000 ms, spec §7). */
  heartbeatMs?: number;
  /** How long a new user socket may take to send its auth frame (default 5000 ms). */
  userSocketAuthMs?: number;
  /** How a failed password check's answer is held back (login-limits.ts; default a real timer, tests pass a fake). */
  failureDelay?: (ms: number) => Promise<void>;
  logger?: FastifyServerOptions['logger'];
  /** Development: origins besides the loopback ones that CORS lets call the API (DEV_ORIGINS). */
  devOrigins?: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared state of the routes, for tests and main.ts. */
    atrium: AppContext;
  }
}

/**
 * The reference API on a database: migrates, seeds an empty database, starts the market and
 * registers the routes. Closing the app stops the market and the sockets (not the database: its
 * owner closes it).
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, mode } = options;
  const clock = new Clock(options.now);
  await migrate(db, clock.now);
  await seedIfEmpty(db, clock.now, mode);

  const tickMs = options.market?.tickMs ?? 1000;
  const { random, seed } = marketRandomOf(mode, options.market?.seed);
  const market = new MarketSimulator({
    seed,
    random,
    ...(options.market?.prices ? { prices: options.market.prices } : {}),
    now: clock.now,
    symbols: await loadSymbolSpecs(db),
    ...(options.market?.historyMinutes ? { historyMinutes: options.market.historyMinutes } : {}),
  });
  const ctx: AppContext = {
    db,
    mode,
    clock,
    captchas: new CaptchaStore(clock.now),
    codes: new CodeStore(clock.now),
    sendLimits: new SendLimits(clock.now),
    loginLimits: new LoginLimits(clock.now, options.failureDelay),
    market,
    marketTickMs: tickMs,
    hub: new MarketHub(market, clock.now),
    userHub: new UserSocketHub(clock.now),
    sockets: new SocketGate(),
  };

  const app = Fastify({
    logger: options.logger ?? false,
    // The static host proxies /api and /ws from the same machine: trust its x-forwarded-for, so
    // request.ip is the browser's address (IP block, captcha key). Nobody else is trusted.
    trustProxy: 'loopback',
    bodyLimit: 1 << 20,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('atrium', ctx);

  // First: every route registered after it gets the schema floor and joins the catalogue.
  registerRouteSchemas(app);
  // Before any route too: the money list's checks (registration, the start, the ledger's scope).
  registerMoneyRouteChecks(app);
  registerBodyParsers(app);
  registerErrorHandling(app);
  registerRequestContext(app);
  if (mode === 'development') registerDevelopmentCors(app, options.devOrigins);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  registerHealthRoute(app, ctx);
  registerStaticRoutes(app);
  // Before the gate and the sockets: an address holding SOCKETS_PER_ADDRESS sockets gets HTTP 429.
  registerSocketsPerAddress(app);
  // Before the sockets: while a test has it refusing, no upgrade reaches them (development only).
  if (mode === 'development') registerSocketGate(app, ctx.sockets);
  const heartbeatMs = options.heartbeatMs ?? 20_000;
  registerMarketSocket(app, { hub: ctx.hub, heartbeatMs });
  registerUserSocket(app, { db, clock, hub: ctx.userHub, heartbeatMs, authTimeoutMs: options.userSocketAuthMs ?? 5_000 });
  // Development hooks sit outside the guard: a test that blocked its own address can unblock it.
  if (mode === 'development') {
    registerDevRoutes(app, ctx);
    registerDevSocketRoutes(app, ctx);
    registerDevInboxRoutes(app, ctx);
    registerDevFundsRoutes(app, ctx);
    registerDevTradingRoutes(app, ctx);
    registerDevFinanceRoutes(app, ctx);
    registerDevLendingRoutes(app, ctx);
    registerDevUplanRoutes(app, ctx);
    registerDevNftRoutes(app, ctx);
  }

  // The business API: every call checks the tenant and the blocked-address list first.
  await app.register(async (api) => {
    // Every read of the scope answers POST too (spec §7: POST unless noted), added at its end.
    const addPostToReads = readsAcceptPost(api);
    registerAccessGuard(api, db);
    // Multipart only for the upload; its limits bound every part (fastify's bodyLimit does not apply).
    await api.register(multipart, { limits: MULTIPART_LIMITS });
    registerCommonRoutes(api, ctx);
    registerNoticeRoutes(api, ctx);
    registerUserRoutes(api, ctx);
    registerCodeRoutes(api, ctx);
    registerPasswordRoutes(api, ctx);
    registerBindEmailRoute(api, ctx);
    registerWalletRoutes(api, ctx);
    registerKycRoutes(api, ctx);
    registerMailRoutes(api, ctx);
    registerDefiRoutes(api, ctx);
    registerUploadRoutes(api, ctx);
    registerAssetRoutes(api, ctx);
    registerRechargeRoutes(api, ctx);
    registerWithdrawRoutes(api, ctx);
    registerExchangeRoutes(api, ctx);
    registerBankRoutes(api, ctx);
    registerTradingRoutes(api, ctx);
    registerMarketRoutes(api, ctx);
    registerWatchlistRoutes(api, ctx);
    registerInviteRoutes(api, ctx);
    registerFinanceRoutes(api, ctx);
    registerLendingRoutes(api, ctx);
    registerUplanRoutes(api, ctx);
    registerNftRoutes(api, ctx);
    addPostToReads();
  });

  app.addHook('onClose', async () => market.stop());
  if (options.market?.autoStart ?? true) market.start(tickMs);
  return app;
}
