import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by moneyRoute (money-route.ts) only: this route is an entry of the money list. */
    moneyRoute?: boolean;
  }
}

/** What a request handler runs in: its route, and whether it may move money. */
interface RequestScope {
  route: string;
  /** Registered by moneyRoute: an entry of the money list. */
  moneyRoute: boolean;
  /** A money route, a development hook, or the settlement a read runs first (asSettlement). */
  mayMoveMoney: boolean;
}

const scope = new AsyncLocalStorage<RequestScope>();

/**
 * The development hooks that set up tests (credit, reviews, accruals, market moves): they post
 * to the ledger by design, and production mode does not register them.
 */
const DEV_PREFIX = '/api/__dev/';

/**
 * Runs every route handler in a scope that knows its route, so the ledger and runSubmit can
 * refuse to run for a route that is not on the money list. A preHandler, after the body was
 * parsed (the parser runs on the socket's events, outside any scope we could open earlier); the
 * callback form keeps the handler, and everything it awaits, inside `scope.run`. Work outside a
 * request (the market's timer, the accrual and settlement timers, start-up, seeding) has no scope
 * and is not judged here. Register it before the routes.
 */
export function registerMoneyScope(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const route = request.routeOptions.url ?? request.url;
    const moneyRoute = request.routeOptions.config.moneyRoute === true;
    scope.run({ route, moneyRoute, mayMoveMoney: moneyRoute || route.startsWith(DEV_PREFIX) }, done);
  });
}

/**
 * Throws unless money may move here: outside any request, in a money route's request, or in a
 * settlement. `what` names the caller in the error (a bug, not a business refusal: HTTP 500).
 */
export function requireMoneyScope(what: string): void {
  const current = scope.getStore();
  if (current && !current.mayMoveMoney) {
    throw new Error(`${what} ran in the request of ${current.route}, which is not on the money list (packages/api/src/money-endpoints.ts): register it with moneyRoute`);
  }
}

/** Throws unless this is a money route's request: runSubmit serves those only (through moneyRoute). */
export function requireMoneyRoute(what: string): void {
  const current = scope.getStore();
  if (!current?.moneyRoute) throw new Error(`${what} ran outside a money route (${current?.route ?? 'no request'}): register the route with moneyRoute`);
}

/**
 * Runs `work` as a settlement: what is due by now (a holding's income, a term that ended, a
 * launch's allocation), which a read pays before it answers so that it shows it. The user asks
 * for nothing to move: the clock says it is due, exactly as the timers that pay it otherwise.
 * Never wrap a user's action in it.
 */
export function asSettlement<T>(work: () => Promise<T>): Promise<T> {
  const current = scope.getStore();
  return current ? scope.run({ ...current, mayMoveMoney: true }, work) : work();
}
