import { storage, useMainStore } from '@atrium/platform';

export type Theme = 'light' | 'dark';

/** Theme: light by default, stored locally, set as a body attribute (spec §1). */
export function applyTheme(theme: Theme, persist = true): void {
  document.body.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'dark' ? '#0b0f17' : '#ffffff');
  useMainStore.getState().setTheme(theme);
  if (persist) storage.set('THEME', theme);
}

export function storedTheme(fallback: Theme): Theme {
  const stored = storage.get('THEME');
  return stored === 'dark' || stored === 'light' ? stored : fallback;
}
