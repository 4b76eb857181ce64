import { create } from 'zustand';
import { getAllSetting, type Settings } from '@atrium/api';
import { storage } from '../storage';

export interface SettingsState {
  settings: Settings | null;
  /** Whether `settings` came from the server this session (not only from local storage). */
  fresh: boolean;
  load(): Promise<Settings>;
}

/**
 * Server settings (spec §3), persisted locally so the first paint never waits for them
 * (rule 13). `restoreSettings` reads the persisted copy; `load` refreshes it.
 */
export const useSettingsStore = create<SettingsState>()((set) => ({
  settings: null,
  fresh: false,
  async load() {
    const settings = await getAllSetting();
    storage.setJson('SETTINGS', settings);
    set({ settings, fresh: true });
    return settings;
  },
}));

export function restoreSettings(): void {
  const settings = storage.getJson<Settings>('SETTINGS');
  if (settings) useSettingsStore.setState({ settings, fresh: false });
}
