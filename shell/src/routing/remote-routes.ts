import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { pathEnabled, tenant, tenantMadePublic, useRouteDirectory, type RemoteName, type RouteTable } from '@atrium/platform';
import { guardLoader } from './guard-loader';
import { RemoteRoute } from './remote-route';
import type { RouteHandle } from './route-handle';

const SHELL_WINS = 'shell routes win any collision';

/**
 * Route objects for one remote's table: data now, code on visit. Paths the shell owns are
 * skipped, and so are paths of a product the tenant switched off (they fall to /home).
 */
export function remoteRouteObjects(remote: RemoteName, table: RouteTable, shellPaths: ReadonlySet<string>): RouteObject[] {
  // Each route is judged against this remote's own table: whether the tenant runs this remote
  // and its product. Against the whole directory every route searched every table for its owner
  // (a cost that grows with the square of the routes: most of a first tap's route patching), and
  // a path two remotes claim was judged by the other one's switch.
  const ownDirectory = { ...useRouteDirectory.getState(), tables: { [remote]: table } };
  return table.routes
    .filter((route) => pathEnabled(tenant(), route.path, ownDirectory))
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
