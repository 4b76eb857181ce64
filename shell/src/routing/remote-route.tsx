import { createElement, Suspense, use, useState, type ReactElement } from 'react';
import { Skeleton } from '@atrium/ui';
import type { RemoteName } from '@atrium/platform';
import { loadRemoteModule, resetRemote } from '../federation/remote-modules';
import { RemoteBoundary } from './remote-boundary';
import { RemoteFallback } from './remote-fallback';

async function loadPage(remote: RemoteName, path: string): Promise<ReactElement> {
  const module = await loadRemoteModule(remote);
  const route = module.routes.find((r) => r.path === path);
  if (!route) throw new Error(`remote ${remote} no longer has the route ${path}`);
  return createElement((await route.page()).default);
}

/** Suspends until the page's code is in. */
function RemotePage({ page }: { page: Promise<ReactElement> }) {
  return use(page);
}

function RemoteLoading() {
  return (
    <div aria-busy="true" data-testid="remote-loading">
      <Skeleton lines={6} />
    </div>
  );
}

/**
 * A remote's screen: its code loads on the first visit; a failure to load (manifest, entry,
 * timeout) or to render shows the fallback in place, and Retry drops every cache and loads again.
 */
export function RemoteRoute({ remote, path }: { remote: RemoteName; path: string }) {
  // Held in state so the promise survives re-renders while `use` suspends on it.
  const [page, setPage] = useState(() => loadPage(remote, path));
  const retry = () => {
    resetRemote(remote);
    setPage(loadPage(remote, path));
  };
  return (
    <RemoteBoundary resetKey={page} fallback={<RemoteFallback onRetry={retry} />}>
      <Suspense fallback={<RemoteLoading />}>
        <RemotePage page={page} />
      </Suspense>
    </RemoteBoundary>
  );
}
