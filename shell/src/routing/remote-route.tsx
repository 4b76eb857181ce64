import { createElement, Suspense, use, useEffect, useReducer, useRef, useState, type ReactElement } from 'react';
import { Skeleton } from '@atrium/ui';
import type { RemoteName } from '@atrium/platform';
import { markPageDrawn } from '../federation/html-preloads';
import { loadRemoteModule, resetRemote } from '../federation/remote-modules';
import { useDiagnostics } from '../federation/diagnostics';
import { attribute } from '../federation/attribution';
import { TimeoutError } from '@atrium/kit';
import { RemoteBoundary } from './remote-boundary';
import { RemoteFallback } from './remote-fallback';

async function loadPage(remote: RemoteName, path: string): Promise<ReactElement> {
  const module = await loadRemoteModule(remote);
  const route = module.routes.find((r) => r.path === path);
  if (!route) throw new Error(`remote ${remote} no longer has the route ${path}`);
  return createElement((await route.page()).default);
}

/** A load failure is reported where it happens; anything else the boundary caught is the remote's render error. */
function reportRenderError(remote: RemoteName, error: unknown) {
  const d = useDiagnostics.getState().remotes[remote];
  if (d?.status === 'failed') return;
  attribute({ kind: 'error', remote, version: d?.version ?? '', what: 'render', message: error instanceof Error ? error.message : String(error) });
}

/** Suspends until the page's code is in; says when its screen has committed (the other remotes' gates wait for it). */
function RemotePage({ page }: { page: Promise<ReactElement> }) {
  const element = use(page);
  useEffect(markPageDrawn, []);
  return element;
}

/**
 * The skeleton while the page's code loads. When the code is in, it re-renders the route itself
 * (`onSettled`): an ordinary update, which commits the page at once. Left to React's own retry
 * of the suspended page, the commit would wait until 300 ms after this skeleton appeared
 * (React throttles every Suspense retry by FALLBACK_THROTTLE_MS): on a cold load the page code
 * lands 100–300 ms after the skeleton, so every remote page's first content waited for the timer.
 */
function RemoteLoading({ page, onSettled }: { page: Promise<ReactElement>; onSettled: () => void }) {
  useEffect(() => {
    let current = true;
    const settle = () => current && onSettled();
    page.then(settle, settle);
    return () => {
      current = false;
    };
  }, [page, onSettled]);
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
  // By then `use` has seen the promise settle, so the re-render reads the page without suspending.
  const [, pageSettled] = useReducer((settled: number) => settled + 1, 0);
  const stalled = useRef(false);
  const retry = () => {
    // A request that timed out is still pending, and the browser hands its stalled response to
    // any new request for the same file: only a new page lets go of it.
    if (stalled.current) return location.reload();
    resetRemote(remote);
    setPage(loadPage(remote, path));
  };
  const caught = (error: unknown) => {
    stalled.current = error instanceof TimeoutError;
    reportRenderError(remote, error);
  };
  return (
    <RemoteBoundary resetKey={page} fallback={<RemoteFallback onRetry={retry} />} onError={caught}>
      <Suspense fallback={<RemoteLoading page={page} onSettled={pageSettled} />}>
        <RemotePage page={page} />
      </Suspense>
    </RemoteBoundary>
  );
}
