import type { RemoteRoute, RouteData } from '@atrium/platform';
import table from './route-table.json';
import { nftI18nReady } from './i18n/register';

/** Each route's screen, loaded when it is visited. Keys are the paths of route-table.json. */
const pages: Record<string, RemoteRoute['page']> = {
  '/nft': () => import('./pages/nft-page'),
  '/listDetail': () => import('./pages/collection-page'),
  '/nftDetail': () => import('./pages/nft-detail-page'),
  '/nftResult': () => import('./pages/nft-result-page'),
  '/nftMy': () => import('./pages/my-nfts-page'),
};

/** The platform contract this remote was built against (package.json `atrium.contract`). */
export const contract = __ATRIUM_CONTRACT__;

/** The route table: the data of route-table.json (also published as routes.json) with each page. */
export const routes: RemoteRoute[] = (table as RouteData[]).map((route) => {
  const page = pages[route.path];
  if (!page) throw new Error(`nft: no page for ${route.path}`);
  return { ...route, page };
});

/** The shell awaits this before the first render of a nft screen. */
export const ready = nftI18nReady;
