import type { RemoteRoute, RouteData } from '@atrium/platform';
import table from './route-table.json';
import { defiFinanceI18nReady } from './i18n/register';

/** Each route's screen, loaded when it is visited. Keys are the paths of route-table.json. */
const pages: Record<string, RemoteRoute['page']> = {
  '/defi': () => import('./defi/pages/defi-page'),
  '/defiDetail': () => import('./defi/pages/defi-detail-page'),
  '/financial': () => import('./finance/pages/financial-page'),
  '/financialDetails/:id': () => import('./finance/pages/financial-details-page'),
  '/buyFunds/:id': () => import('./finance/pages/buy-funds-page'),
  '/myInvestment': () => import('./finance/pages/my-investment-page'),
  '/financialAgreement': () => import('./finance/pages/financial-agreement-page'),
  '/membersOnly': () => import('./finance/pages/members-only-page'),
  '/generalMerchandise': () => import('./finance/pages/general-merchandise-page'),
  '/pledge': () => import('./finance/pages/pledge-page'),
  '/pledge/pledgeDetail': () => import('./finance/pages/pledge-detail-page'),
  '/pledge/pledgeOrder': () => import('./finance/pages/pledge-order-page'),
  '/loan': () => import('./lending/pages/loan-page'),
  '/loan-record': () => import('./lending/pages/loan-record-page'),
  '/loan-rule': () => import('./lending/pages/loan-rule-page'),
  '/subscription': () => import('./lending/pages/subscription-page'),
  '/subscription/info': () => import('./lending/pages/subscription-info-page'),
  '/subscription/apply': () => import('./lending/pages/subscription-apply-page'),
  '/subscription/order': () => import('./lending/pages/subscription-order-page'),
};

/** The platform contract this remote was built against (package.json `atrium.contract`). */
export const contract = __ATRIUM_CONTRACT__;

/** The route table: the data of route-table.json (also published as routes.json) with each page. */
export const routes: RemoteRoute[] = (table as RouteData[]).map((route) => {
  const page = pages[route.path];
  if (!page) throw new Error(`defi-finance: no page for ${route.path}`);
  return { ...route, page };
});

/** The shell awaits this before the first render of a defi-finance screen. */
export const ready = defiFinanceI18nReady;
