import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { knowShellPaths, pathEnabled, remoteOwning, routeServing, tenant, tenantMadePublic, type RemoteName, type RouteTable } from '@atrium/platform';
import { AppLayout } from '../layout/app-layout';
import { guardLoader } from './guard-loader';
import { PUBLIC_PATHS } from './public-paths';
import { remoteRouteObjects } from './remote-routes';
import { SHELL_ROUTES } from './shell-routes';
import type { RouteHandle } from './route-handle';
import { DeadRemoteRoute } from './dead-remote-route';
import { deadRouteHandle } from './dead-route-handle';
import { BootSkeleton } from '../layout/boot-skeleton';

/**
 * The remote route tables a path needs, in the order they take precedence (the first patched wins
 * a path two of them claim): federation/route-table-source.ts. A failed one can be fetched again (retry).
 */
export interface RouteTableSource {
  for(pathname: string): Promise<Map<RemoteName, RouteTable>>;
}

/** The diagnostics page is a route only where the tenant turned it on; elsewhere its path goes home. */
const routeEnabled = (path: string) => path !== '/__platform' || tenant().flags.diagnostics;

function shellRouteObjects(): RouteObject[] {
  return SHELL_ROUTES.filter((route) => routeEnabled(route.path)).map((route) => ({
    id: `shell:${route.path}`,
    path: route.path,
    loader: guardLoader({ path: route.path, public: route.public }),
    handle: { titleKey: route.titleKey, tabKey: route.tabKey } satisfies RouteHandle,
    ...('Component' in route
      ? { Component: route.Component }
      : {
          lazy: async () => {
            const page = await route.load();
            await page.ready;
            return { Component: page.default };
          },
        }),
  }));
}

/**
 * Paths no table claims: an invite link, a path of an enabled remote whose table could not be
 * fetched (its fallback shows, rule 3), or an unknown path (home).
 */
function catchAllRoute(): RouteObject {
  return {
    id: 'shell:*',
    path: '*',
    loader: guardLoader((pathname) => {
      // A switched-off remote, or a product the tenant switched off, owns nothing: home.
      const owner = remoteOwning(tenant(), pathname);
      if (!owner || !pathEnabled(tenant(), pathname)) return undefined;
      // The route's pattern when the owner's table is known (a quarantined release's), so a
      // path the tenant made public stays public on its fallback too.
      const path = routeServing(owner, pathname)?.path ?? pathname;
      const tenantPublic = tenantMadePublic(tenant(), owner, path);
      return { path, public: PUBLIC_PATHS.has(path) || tenantPublic, tenantPublic };
    }),
    handle: deadRouteHandle,
    Component: DeadRemoteRoute,
  };
}

/**
 * The data router: shell routes now, a remote's routes patched in from its table the first time a
 * path is not matched by what is patched so far (react-router's patchRoutesOnNavigation), so
 * /home never waits for a remote, a deep link into one waits for its own table only, and a later
 * path into another remote waits for the tables it needs.
 */
export function createAppRouter(tables: RouteTableSource) {
  const shellPaths = new Set(SHELL_ROUTES.map((r) => r.path));
  knowShellPaths([...shellPaths]);
  const patched = new Set<RemoteName>();
  return createBrowserRouter(
    [{ id: 'root', Component: AppLayout, HydrateFallback: BootSkeleton, children: [...shellRouteObjects(), catchAllRoute()] }],
    {
      async patchRoutesOnNavigation({ path, patch }) {
        for (const [remote, table] of await tables.for(path.split('?')[0]!)) {
          if (patched.has(remote)) continue;
          patched.add(remote);
          patch('root', remoteRouteObjects(remote, table, shellPaths));
        }
      },
    },
  );
}

export type AppRouter = ReturnType<typeof createAppRouter>;
