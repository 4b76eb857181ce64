import type { RemoteName, RouteData } from './contract';
import { useRouteDirectory, type RouteDirectory } from './route-directory';
import type { TenantConfig } from './tenant-config';

import { matchesRoutePath } from './route-path';

export { matchesRoutePath };

/** A route's static head ("/helpDetail/:id" → "/helpDetail"): the prefix it claims below it. */
const headOf = (path: string) => path.split('/:')[0]!;

const underPrefix = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/**
 * The remote that owns `pathname`: the one whose route table has it (exactly, then by a route's
 * prefix), else the one whose config hint `prefixes` covers it (a remote whose table could not
 * be read still gets its fallback there).
 */
export function remoteOwning(config: TenantConfig, pathname: string, directory: RouteDirectory = useRouteDirectory.getState()): RemoteName | undefined {
  const tables = Object.entries(directory.tables);
  return (
    tables.find(([, table]) => table.routes.some((route) => matchesRoutePath(route.path, pathname)))?.[0] ??
    tables.find(([, table]) => table.routes.some((route) => underPrefix(pathname, headOf(route.path))))?.[0] ??
    Object.keys(config.remotes).find((name) => config.remotes[name]!.prefixes.some((prefix) => underPrefix(pathname, prefix)))
  );
}

/** The route of a remote's table that serves `pathname`, if its table is known. */
export function routeServing(name: RemoteName, pathname: string, directory: RouteDirectory = useRouteDirectory.getState()): RouteData | undefined {
  return directory.tables[name]?.routes.find((route) => matchesRoutePath(route.path, pathname));
}

/**
 * Whether this tenant can open `path`, so tabs, menus and links leave out what would fall to
 * /home: a shell path always; a remote's path when the tenant runs that remote and has not
 * switched off the product the route names (`feature`); a path nobody claims only until the
 * remotes' tables are in (then it leads nowhere, e.g. a remote the tenant turned off).
 */
export function pathEnabled(config: TenantConfig, path: string, directory: RouteDirectory = useRouteDirectory.getState()): boolean {
  const pathname = path.split('?')[0]!;
  if (directory.shellPaths.some((shellPath) => matchesRoutePath(shellPath, pathname))) return true;
  const owner = remoteOwning(config, pathname, directory);
  if (owner === undefined) return !directory.settled;
  if (!config.remotes[owner]?.enabled) return false;
  const feature = routeServing(owner, pathname, directory)?.feature;
  return feature === undefined || (config.flags as unknown as Record<string, unknown>)[feature] !== false;
}

/** Whether the tenant made this remote path public in its config (explicitly, see its README). */
export function tenantMadePublic(config: TenantConfig, name: RemoteName, path: string): boolean {
  return config.remotes[name]?.public.includes(path) ?? false;
}
