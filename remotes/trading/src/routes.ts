import type { RemoteRoute, RouteData } from '@atrium/platform';
import table from './route-table.json';
import { tradingI18nReady } from './i18n/register';

/** Each route's screen, loaded when it is visited. Keys are the paths of route-table.json. */
const pages: Record<string, RemoteRoute['page']> = {
  '/quote': () => import('./market/pages/quote-page'),
  '/tradeSearch': () => import('./market/pages/search-page'),
  '/detail': () => import('./market/pages/detail-page'),
  '/addOptional': () => import('./market/pages/add-optional-page'),
  '/editOptional': () => import('./market/pages/edit-optional-page'),
  '/trade': () => import('./orders/pages/second-contract-page'),
  '/tradeU': () => import('./orders/pages/contract-page'),
  '/tradeBB': () => import('./orders/pages/spot-page'),
  '/tradingRules': () => import('./invite/pages/trading-rules-page'),
  '/plug': () => import('./invite/pages/plug-page'),
  '/addIncome': () => import('./invite/pages/add-income-page'),
};

/** The platform contract this remote was built against (package.json `atrium.contract`). */
export const contract = __ATRIUM_CONTRACT__;

/** The route table: the data of route-table.json (also published as routes.json) with each page. */
export const routes: RemoteRoute[] = (table as RouteData[]).map((route) => {
  const page = pages[route.path];
  if (!page) throw new Error(`trading: no page for ${route.path}`);
  return { ...route, page };
});

/** The shell awaits this before the first render of a trading screen. */
export const ready = tradingI18nReady;
