import { beforeEach, describe, expect, it } from 'vitest';
import { setStoragePrefix, storage } from '../storage';
import { restorePreferences, useMainStore } from './main-store';

beforeEach(() => {
  setStoragePrefix('Test');
  localStorage.clear();
});

describe('the main store', () => {
  it('starts from the spec defaults, or the tenant time zone', () => {
    restorePreferences();
    expect(useMainStore.getState()).toMatchObject({ timezone: 'Asia/Hong_Kong', timeFormat: 'MM/DD/YYYY', upColor: 'green' });
    restorePreferences('Europe/London');
    expect(useMainStore.getState().timezone).toBe('Europe/London');
  });

  it('keeps what the user chose over the tenant default', () => {
    useMainStore.getState().setPreferences({ timezone: 'Asia/Kolkata', upColor: 'red' });
    expect(storage.getJson('PREFERENCES')).toMatchObject({ timezone: 'Asia/Kolkata', upColor: 'red' });
    restorePreferences('Europe/London');
    expect(useMainStore.getState()).toMatchObject({ timezone: 'Asia/Kolkata', upColor: 'red' });
  });
});
