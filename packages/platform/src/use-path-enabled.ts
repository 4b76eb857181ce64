import { useCallback } from 'react';
import { pathEnabled } from './path-ownership';
import { useRouteDirectory } from './route-directory';
import { tenant } from './tenant';

/**
 * `pathEnabled` for a render: the screen renders again when the remotes' route tables arrive,
 * so a tab or link of a remote the tenant turned off goes once the shell knows nobody serves it.
 */
export function usePathEnabled(): (path: string) => boolean {
  const directory = useRouteDirectory();
  return useCallback((path: string) => pathEnabled(tenant(), path, directory), [directory]);
}
