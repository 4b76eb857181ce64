import { create } from 'zustand';
import type { RemoteName } from '@atrium/platform';

export type RemoteStatus = 'off' | 'registered' | 'loading' | 'loaded' | 'failed' | 'quarantined';

export interface RemoteDiagnostics {
  status: RemoteStatus;
  manifest: string;
  routes: number;
  version?: string;
  channel?: string;
  error?: string;
  /** Why the compatibility gate turned the release away. */
  reasons?: string[];
  /** The pinned release that failed while the last good one runs. */
  fellBack?: { version: string; why: string };
  attempts: number;
}

interface DiagnosticsState {
  remotes: Partial<Record<RemoteName, RemoteDiagnostics>>;
  update(name: RemoteName, patch: Partial<RemoteDiagnostics>): void;
}

/** What the shell knows of each remote, shown on /__platform and logged on failure. */
export const useDiagnostics = create<DiagnosticsState>()((set) => ({
  remotes: {},
  update: (name, patch) =>
    set((state) => {
      const previous = state.remotes[name] ?? { status: 'off', manifest: '', routes: 0, attempts: 0 };
      return { remotes: { ...state.remotes, [name]: { ...previous, ...patch } } };
    }),
}));

export const reportRemote = (name: RemoteName, patch: Partial<RemoteDiagnostics>) =>
  useDiagnostics.getState().update(name, patch);
