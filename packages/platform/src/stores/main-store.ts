import { create } from 'zustand';
import { storage } from '../storage';
import { DEFAULT_TIME_FORMAT, DEFAULT_TIME_ZONE } from '../time/time-zones';

/** Which colour means a rising price: green (the default) or red, as many Asian markets read it. */
export type UpColor = 'green' | 'red';

interface Preferences {
  timezone: string;
  timeFormat: string;
  upColor: UpColor;
}

export interface MainState extends Preferences {
  language: string;
  theme: 'light' | 'dark';
  setLanguage(language: string): void;
  setTheme(theme: 'light' | 'dark'): void;
  /** Changes preferences and keeps them in local storage (the user chose them). */
  setPreferences(patch: Partial<Preferences>): void;
}

const DEFAULTS: Preferences = { timezone: DEFAULT_TIME_ZONE, timeFormat: DEFAULT_TIME_FORMAT, upColor: 'green' };

/** Preferences of spec §3's main store, with its defaults (language en, Asia/Hong_Kong, MM/DD/YYYY). */
export const useMainStore = create<MainState>()((set, get) => ({
  language: 'en',
  theme: 'light',
  ...DEFAULTS,
  setLanguage: (language) => set({ language }),
  setTheme: (theme) => set({ theme }),
  setPreferences(patch) {
    set(patch);
    const { timezone, timeFormat, upColor } = get();
    storage.setJson('PREFERENCES', { timezone, timeFormat, upColor });
  },
}));

/**
 * The user's stored preferences, else the tenant's time zone from settings, else the defaults.
 * Called by the shell at boot and when settings arrive.
 */
export function restorePreferences(tenantTimeZone?: string): void {
  const stored = storage.getJson<Partial<Preferences>>('PREFERENCES') ?? {};
  useMainStore.setState({
    timezone: stored.timezone ?? tenantTimeZone ?? DEFAULTS.timezone,
    timeFormat: stored.timeFormat ?? DEFAULTS.timeFormat,
    upColor: stored.upColor === 'red' ? 'red' : 'green',
  });
}
