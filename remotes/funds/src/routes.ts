import type { RemoteRoute, RouteData } from '@atrium/platform';
import table from './route-table.json';
import { fundsI18nReady } from './i18n/register';

/** Each route's screen, loaded when it is visited. Keys are the paths of route-table.json. */
const pages: Record<string, RemoteRoute['page']> = {
  '/assets': () => import('./pages/assets-page'),
  '/recharge': () => import('./pages/recharge-page'),
  '/recharge-apply': () => import('./pages/recharge-apply-page'),
  '/recharge-order': () => import('./pages/recharge-order-page'),
  '/recharge-detail': () => import('./pages/recharge-detail-page'),
  '/withdraw': () => import('./pages/withdraw-page'),
  '/withdraw-apply': () => import('./pages/withdraw-apply-page'),
  '/withdraw-order': () => import('./pages/withdraw-order-page'),
  '/withdraw-detail': () => import('./pages/withdraw-detail-page'),
  '/addAddress': () => import('./pages/address-book-page'),
  '/swap': () => import('./pages/swap-page'),
  '/transfer': () => import('./pages/transfer-page'),
  '/bind-card': () => import('./pages/bind-card-page'),
  '/bank-list': () => import('./pages/bank-list-page'),
  '/edit-bank': () => import('./pages/edit-bank-page'),
};

/** The platform contract this remote was built against (package.json `atrium.contract`). */
export const contract = __ATRIUM_CONTRACT__;

/** The route table: the data of route-table.json (also published as routes.json) with each page. */
export const routes: RemoteRoute[] = (table as RouteData[]).map((route) => {
  const page = pages[route.path];
  if (!page) throw new Error(`funds: no page for ${route.path}`);
  return { ...route, page };
});

/** The shell awaits this before the first render of a funds screen. */
export const ready = fundsI18nReady;
