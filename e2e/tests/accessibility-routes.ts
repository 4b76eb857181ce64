import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { REPO } from '../playwright.config';

/** One route of the app as its table declares it: the shell's or a remote's. */
export interface AppRoute {
  path: string;
  public: boolean;
  /** Where it is declared, for a failure's message. */
  table: string;
}

/**
 * The shell's routes, read from the source of `SHELL_ROUTES` (the module itself imports React
 * pages, so the test reads its text). Every `path:` in the file must parse with its `public:`
 * flag, so a reshaped table fails here loudly instead of dropping routes from the check.
 */
function shellRoutes(): AppRoute[] {
  const table = 'shell/src/routing/shell-routes.ts';
  const source = readFileSync(join(REPO, table), 'utf8');
  const routes = [...source.matchAll(/\{\s*path: '([^']+)',\s*public: (true|false),/g)].map(([, path, flag]) => ({ path: path!, public: flag === 'true', table }));
  const declared = source.match(/\bpath: '/g)?.length ?? 0;
  if (routes.length === 0 || routes.length !== declared) throw new Error(`${table}: read ${routes.length} of ${declared} routes; teach accessibility-routes.ts its new shape`);
  return routes;
}

/** Each remote's `src/route-table.json`, the list its shell registers. */
function remoteRoutes(): AppRoute[] {
  const remotes = join(REPO, 'remotes');
  return readdirSync(remotes).flatMap((remote) => {
    const table = `remotes/${remote}/src/route-table.json`;
    let text: string;
    try {
      text = readFileSync(join(REPO, table), 'utf8');
    } catch {
      return [];
    }
    return (JSON.parse(text) as { path: string; public: boolean }[]).map((route) => ({ path: route.path, public: route.public, table }));
  });
}

/** Every route of the app, the shell's first. A new route in any table is checked without editing a test. */
export const APP_ROUTES: AppRoute[] = [...shellRoutes(), ...remoteRoutes()];

/** Reads `rows` (paged lists) or `data` (plain lists) of a seeded list from the reference API. */
async function firstId(request: APIRequestContext, path: string, pick: (row: { id: number; title?: string }) => boolean = () => true): Promise<number> {
  const body = (await (await request.get(`/api${path}`)).json()) as { rows?: { id: number }[]; data?: { id: number }[] };
  const row = (body.rows ?? body.data ?? []).find(pick);
  if (!row) throw new Error(`no seeded row at ${path} to build an example URL from`);
  return row.id;
}

type Example = (request: APIRequestContext) => Promise<string>;

/**
 * An example URL for each route with a `:param` (required: a new one fails the test until it is
 * given one here), and for screens that show their content only for a record named in the query
 * (without one they show their "not found" state, which is checked too but says less). The ids
 * come from the reseeded reference API.
 */
export const EXAMPLES: Record<string, Example> = {
  '/helpDetail/:id': async (request) => `/helpDetail/${await firstId(request, '/notice/list?key=HELP_CENTER')}`,
  '/financialDetails/:id': async (request) => `/financialDetails/${await firstId(request, '/financial/list?kind=financial&audience=all')}`,
  '/buyFunds/:id': async (request) => `/buyFunds/${await firstId(request, '/financial/list?kind=financial&audience=all')}`,
  '/pledge/pledgeDetail': async (request) => `/pledge/pledgeDetail?id=${await firstId(request, '/financial/list?kind=pledge&audience=all')}`,
  '/subscription/info': async (request) => `/subscription/info?id=${await firstId(request, '/subscription/list')}`,
  '/uplanDetails': async (request) => `/uplanDetails?id=${await firstId(request, '/uplanProduct/list', (row) => row.title === 'Starter Plan')}&type=1`,
  '/listDetail': async (request) => `/listDetail?id=${await firstId(request, '/nft/collections')}`,
  '/nftDetail': async (request) => `/nftDetail?id=${await firstId(request, '/nft/items?pageNum=1&pageSize=1')}`,
  '/detail': async () => '/detail?symbol=btcusdt',
  '/tradeBB': async () => '/tradeBB?symbol=btcusdt',
  '/recharge-apply': async () => '/recharge-apply?coin=usdt&chain=TRC20',
  '/withdraw-apply': async () => '/withdraw-apply?coin=usdt&chain=TRC20',
};

/** The URL to visit for a route: its example, or its path when it has no parameter. */
export async function exampleUrl(route: AppRoute, request: APIRequestContext): Promise<string> {
  const example = EXAMPLES[route.path];
  if (example) return example(request);
  if (route.path.includes(':')) throw new Error(`${route.path} (${route.table}) has a parameter and no example URL: add one to EXAMPLES in e2e/tests/accessibility-routes.ts`);
  return route.path;
}
