import type { RemoteRoute, RouteData } from '@atrium/platform';
import table from './route-table.json';
import { __CAMEL__I18nReady } from './i18n/register';

/** Each route's screen, loaded when it is visited. Keys are the paths of route-table.json. */
const pages: Record<string, RemoteRoute['page']> = {
  '/__NAME__': () => import('./pages/__NAME__-page'),
};

/** The platform contract this remote was built against (package.json `atrium.contract`). */
export const contract = __ATRIUM_CONTRACT__;

/** The route table: the data of route-table.json (also published as routes.json) with each page. */
export const routes: RemoteRoute[] = (table as RouteData[]).map((route) => {
  const page = pages[route.path];
  if (!page) throw new Error(`__NAME__: no page for ${route.path}`);
  return { ...route, page };
});

/** The shell awaits this before the first render of a __NAME__ screen. */
export const ready = __CAMEL__I18nReady;
