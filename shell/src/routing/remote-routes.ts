import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { pathEnabled, tenant, tenantMadePublic, type RemoteName, type RouteTable } from '@atrium/platform';
import { guardLoader } from './guard-loader';
import { RemoteRoute } from './remote-route';
import type { RouteHandle } from './route-handle';

const SHELL_WINS = 'shell routes win any collision';

/**
 * Route objects for one remote's table: data now, code on visit. Paths the shell owns are
 * skipped, and so are paths of a product the tenant switched off (they fall to /home).
 */
export function remoteRouteObjects(remote: RemoteName, table: RouteTable, shellPaths: ReadonlySet<string>): RouteObject[] {
  return table.routes
    .filter((route) => pathEnabled(tenant(), route.path))
    .filter((route) => {
      if (!shellPaths.has(route.path)) return true;
      console.warn(`[atrium] ${remote} declares ${route.path}: ${SHELL_WINS}`);
      return false;
    })
    .map((route) => ({
      id: `${remote}:${route.path}`,
      path: route.path,
      loader: guardLoader({ path: route.path, public: route.public, tenantPublic: tenantMadePublic(tenant(), remote, route.path) }),
      handle: { titleKey: route.titleKey, tabKey: route.tabKey, remote } satisfies RouteHandle,
      element: createElement(RemoteRoute, { remote, path: route.path }),
    }));
}
