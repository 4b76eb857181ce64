import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Runs `work` once, after React has put the app's first screen into the page: the boot's steps
 * that the first screen does not need (the user socket, the wallet watcher, the service worker)
 * then run in tasks of their own rather than before the first render.
 */
export function AfterFirstCommit({ work, children }: { work: () => void; children: ReactNode }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    work();
  }, [work]);
  return children;
}
