import { MONEY_ENDPOINTS, methodOf, moneyEndpointOf, type MoneyEndpoint } from '@atrium/api/money-endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteGenericInterface, RouteHandlerMethod } from 'fastify';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import { requireSignedIn } from '../auth/signed-in.js';
import { hasStoredAnswer, runSubmit } from '../funds/idempotency.js';
import { requireActive } from '../trading/account-status.js';
import { registerMoneyScope } from './money-scope.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The money routes registered, as "METHOD /api/path" (filled by registerMoneyRouteChecks' onRoute hook). */
    moneyRoutes: string[];
  }
}

/** The server's paths are the client's under this prefix. */
const API = '/api';

/** What a money route's handler is given: the signed-in caller, and the one way to its transaction. */
export interface MoneyCall<RG extends RouteGenericInterface> {
  request: FastifyRequest<RG>;
  reply: FastifyReply;
  tenant: string;
  userId: number;
  now: number;
  /**
   * Runs `work` in one transaction with the request's Idempotency-Key honoured (runSubmit): a
   * repeat of a success answers the stored response and moves nothing. `fingerprint`: the
   * request's fields, secrets left out (the same key with other fields is refused).
   */
  submit<T>(fingerprint: Record<string, unknown>, work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Whether `submit` will answer a stored response to this request's key (a repeat): for a
   * handler whose checks before the transaction a repeat cannot pass. Only a hint: `submit`'s
   * work must still check everything itself.
   */
  replaying(): Promise<boolean>;
}

/** The handlers moneyRoute made: a route that says it is a money route without one is refused at registration. */
const madeHere = new WeakSet<object>();

const keyOf = (method: string, url: string) => `${method} ${url}`;

/**
 * Registers an endpoint of the money list (packages/api/src/money-endpoints.ts), and only those:
 * a path not on the list throws here, so the server does not start. Before the handler runs:
 * the caller is signed in, and the account is active ("Your account is frozen") unless the list
 * says the endpoint only unwinds (`frozenMayUse`). The handler reaches its transaction through
 * `submit` (runSubmit), the Idempotency-Key honoured; runSubmit and the ledger's post() refuse to
 * run during any other route's request (money-scope.ts).
 */
export function moneyRoute<RG extends RouteGenericInterface = RouteGenericInterface>(
  api: FastifyInstance,
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  url: string,
  handler: (call: MoneyCall<RG>) => Promise<unknown>,
  options: { method?: 'DELETE' } = {},
): void {
  const method = options.method ?? 'POST';
  const entry = url.startsWith(`${API}/`) ? listed(method, url.slice(API.length)) : undefined;
  if (!entry) throw new Error(`${method} ${url} is registered as a money route but is not on the money list (packages/api/src/money-endpoints.ts)`);

  const route = async (request: FastifyRequest<RG>, reply: FastifyReply) => {
    const now = clock.now();
    const { userId } = await requireSignedIn(db, request, now);
    if (!entry.frozenMayUse) await requireActive(db, userId);
    const tenant = request.tenant;
    const endpoint = entry.path;
    const submit: MoneyCall<RG>['submit'] = (fingerprint, work) => runSubmit({ db, request, reply, tenant, userId, endpoint, fingerprint, now }, work);
    const replaying = () => hasStoredAnswer({ db, request, tenant, userId, endpoint, now });
    return handler({ request, reply, tenant, userId, now, submit, replaying });
  };
  madeHere.add(route);
  // RG types the request for the handler (its params); the route itself is registered untyped.
  api.route({ method, url, config: { moneyRoute: true }, handler: route as unknown as RouteHandlerMethod });
}

/** The entry of exactly this method and path pattern (`:id` as written in the list). */
function listed(method: string, path: string): MoneyEndpoint | undefined {
  const entry = moneyEndpointOf(method, path);
  return entry?.path === path ? entry : undefined;
}

/**
 * The money list's checks at start, registered before any route: the request scope the ledger
 * and runSubmit judge by (money-scope.ts); a route that claims to be a money route without
 * moneyRoute is refused as it registers; and once every route is registered, each entry of the
 * list must be one (a money route forgotten, or registered without the helper, stops the start).
 */
export function registerMoneyRouteChecks(app: FastifyInstance): void {
  registerMoneyScope(app);
  app.decorate('moneyRoutes', [] as string[]);
  app.addHook('onRoute', (route) => {
    if (route.config?.moneyRoute !== true) return;
    if (!madeHere.has(route.handler)) throw new Error(`${String(route.method)} ${route.url} says it is a money route but was not registered with moneyRoute`);
    for (const method of [route.method].flat()) app.moneyRoutes.push(keyOf(method, route.url));
  });
  app.addHook('onReady', async () => {
    const missing = MONEY_ENDPOINTS.map((entry) => keyOf(methodOf(entry), API + entry.path)).filter((key) => !app.moneyRoutes.includes(key));
    if (missing.length > 0) throw new Error(`Money endpoints not registered with moneyRoute: ${missing.join(', ')}`);
  });
}
