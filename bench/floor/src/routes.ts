import type { RemoteRoute, RouteData } from '@atrium/platform';
import table from './route-table.json';
import { floorProbeI18nReady } from './i18n/register';

/** The probe's one screen, loaded when it is visited, as a real remote's routes module does. */
const pages: Record<string, RemoteRoute['page']> = {
  '/quote': () => import('./pages/floor-probe-page'),
};

/** The platform contract this remote was built against (package.json `atrium.contract`). */
export const contract = __ATRIUM_CONTRACT__;

export const routes: RemoteRoute[] = (table as RouteData[]).map((route) => {
  const page = pages[route.path];
  if (!page) throw new Error(`floor-probe: no page for ${route.path}`);
  return { ...route, page };
});

/** The shell awaits this before the first render of the probe's screen. */
export const ready = floorProbeI18nReady;
