import type { RemoteRoute, RouteData } from '@atrium/platform';
import table from './route-table.json';
import { contentI18nReady } from './i18n/register';

/** Each route's screen, loaded when it is visited. Keys are the paths of route-table.json. */
const pages: Record<string, RemoteRoute['page']> = {
  '/term-service': () => import('./pages/term-service-page'),
  '/introduction': () => import('./pages/introduction-page'),
  '/termsOfuse': () => import('./pages/terms-of-use-page'),
  '/privacyPolicy': () => import('./pages/privacy-policy-page'),
  '/notice': () => import('./pages/notice-page'),
  '/vip-rule': () => import('./pages/vip-rule-page'),
  '/help': () => import('./pages/help-page'),
  '/helpDetail/:id': () => import('./pages/help-detail-page'),
  '/broadcastDetails': () => import('./pages/broadcast-details-page'),
  '/app-download': () => import('./pages/app-download-page'),
  '/service': () => import('./pages/service-page'),
};

/** The platform contract this remote was built against (package.json `atrium.contract`). */
export const contract = __ATRIUM_CONTRACT__;

/** The route table: the data of route-table.json (also published as routes.json) with each page. */
export const routes: RemoteRoute[] = (table as RouteData[]).map((route) => {
  const page = pages[route.path];
  if (!page) throw new Error(`content: no page for ${route.path}`);
  return { ...route, page };
});

/** The shell awaits this before the first render of a content screen. */
export const ready = contentI18nReady;
