import { create } from 'zustand';
import type { RemoteName, RouteTable } from './contract';

/**
 * What the running shell knows of the app's paths: its own, and the route table of every
 * configured remote whose table it could read (from the release itself, so a path is written
 * once, in the remote). `settled` once every enabled remote's table was asked for: from then on
 * a path nobody claims leads nowhere.
 */
export interface RouteDirectory {
  shellPaths: readonly string[];
  tables: Readonly<Record<RemoteName, RouteTable>>;
  settled: boolean;
}

export const useRouteDirectory = create<RouteDirectory>(() => ({ shellPaths: [], tables: {}, settled: false }));

/** The shell's own route paths, given once at boot before the first render. */
export function knowShellPaths(paths: readonly string[]): void {
  useRouteDirectory.setState({ shellPaths: [...paths] });
}

/** A remote's route table, read from its release (the gate's probe, or a retry). */
export function knowRouteTable(name: RemoteName, table: RouteTable): void {
  useRouteDirectory.setState((s) => ({ tables: { ...s.tables, [name]: table } }));
}

/** Every enabled remote's table has been asked for (those that could be read are known). */
export function settleRouteDirectory(): void {
  useRouteDirectory.setState({ settled: true });
}
