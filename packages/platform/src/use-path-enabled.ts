import { useCallback, useRef, useSyncExternalStore } from 'react';
import { pathEnabled } from './path-ownership';
import { useRouteDirectory, type RouteDirectory } from './route-directory';
import { tenant } from './tenant';

/** What one screen asked of the directory, and when the answers last changed. */
interface Asked {
  /** The directory the answers hold for (the newest one the store had when last checked). */
  directory: RouteDirectory;
  /** Each path the screen asked about, with the answer it was given. */
  answers: Map<string, boolean>;
  /** Counts the directories that changed one of those answers: the screen renders again on each. */
  generation: number;
}

/** Brings `asked` up to `directory`: a new generation when an answer the screen was given changed. */
function recheck(asked: Asked, directory: RouteDirectory): void {
  if (directory === asked.directory) return;
  asked.directory = directory;
  let changed = false;
  for (const [path, answer] of asked.answers) {
    const now = pathEnabled(tenant(), path, directory);
    if (now === answer) continue;
    asked.answers.set(path, now);
    changed = true;
  }
  if (changed) asked.generation += 1;
}

/**
 * `pathEnabled` for a render: the screen renders again when the remotes' route tables change
 * the answer to a path it asked about, so a tab or link of a remote the tenant turned off goes
 * once the shell knows nobody serves it. A table that changes none of them (the usual case: each
 * of the tenant's remotes arrives in turn at boot) does not render the screen again; /home, which
 * asks on its page, its menu, its tabs and each coin row, was rendered whole once per table.
 */
export function usePathEnabled(): (path: string) => boolean {
  const ref = useRef<Asked | null>(null);
  ref.current ??= { directory: useRouteDirectory.getState(), answers: new Map(), generation: 0 };
  const asked = ref.current;
  // Renders the screen again when the generation moves; between generations, the directory the
  // answers were checked against is the newest, and a later render asks that one.
  useSyncExternalStore(useRouteDirectory.subscribe, () => {
    recheck(asked, useRouteDirectory.getState());
    return asked.generation;
  });
  const directory = asked.directory;
  return useCallback(
    (path: string) => {
      const answer = pathEnabled(tenant(), path, directory);
      asked.answers.set(path, answer);
      return answer;
    },
    [asked, directory],
  );
}
