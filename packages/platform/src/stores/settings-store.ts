import { create } from 'zustand';
import { getAllSetting, type Settings } from '@atrium/api';
import { storage } from '../storage';
import { followRead, type ReadStatus } from './follow-read';

export interface SettingsState {
  settings: Settings | null;
  /** Whether `settings` came from the server this session (not only from local storage). */
  fresh: boolean;
  /**
   * Where the read stands (followRead): screens without settings show a Retry once it `failed`;
   * a failed read is tried again by itself when the browser is back online or the page visible.
   */
  status: ReadStatus;
  /** Asks the server (joins a request on its way: the boot, a Retry and a reconnection share it). */
  load(): Promise<Settings>;
}

let inFlight: Promise<Settings> | null = null;

const follow = followRead(
  { get: () => useSettingsStore.getState().status, set: (status) => useSettingsStore.setState({ status }) },
  () => useSettingsStore.getState().load(),
);

/**
 * Server settings (spec §3), persisted locally so the first paint never waits for them
 * (rule 13). `restoreSettings` reads the persisted copy; `load` refreshes it.
 */
export const useSettingsStore = create<SettingsState>()((set) => ({
  settings: null,
  fresh: false,
  status: 'loading',
  load() {
    inFlight ??= follow(
      getAllSetting().then((settings) => {
        storage.setJson('SETTINGS', settings);
        set({ settings, fresh: true });
        return settings;
      }),
    ).finally(() => {
      inFlight = null;
    });
    return inFlight;
  },
}));

export function restoreSettings(): void {
  const settings = storage.getJson<Settings>('SETTINGS');
  if (settings) useSettingsStore.setState({ settings, fresh: false });
}
