import { create } from 'zustand';

export interface MainState {
  language: string;
  timezone: string;
  timeFormat: string;
  theme: 'light' | 'dark';
  setLanguage(language: string): void;
  setTheme(theme: 'light' | 'dark'): void;
}

/** Preferences of spec §3's main store, with its defaults. */
export const useMainStore = create<MainState>()((set) => ({
  language: 'en',
  timezone: 'Asia/Hong_Kong',
  timeFormat: 'MM/DD/YYYY',
  theme: 'light',
  setLanguage: (language) => set({ language }),
  setTheme: (theme) => set({ theme }),
}));
