import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoragePrefix } from '@atrium/platform';
import { HIDDEN_RELOAD_MS, reloadAfterLongHide } from './reload-after-hidden';

let visibility: DocumentVisibilityState = 'visible';
let clock = 1_000_000;
const reload = vi.fn();
let stop: () => void;

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  setStoragePrefix('Test');
  localStorage.clear();
  reload.mockClear();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  stop = reloadAfterLongHide(document, () => clock, reload);
});
afterEach(() => stop());

describe('the page hidden for a long time', () => {
  it('reloads when shown again after more than 300 s', () => {
    setVisibility('hidden');
    clock += HIDDEN_RELOAD_MS + 1;
    setVisibility('visible');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload after a short hide', () => {
    setVisibility('hidden');
    clock += HIDDEN_RELOAD_MS;
    setVisibility('visible');
    expect(reload).not.toHaveBeenCalled();
  });

  it('stores when it was hidden under CLOSE_WINDOW_TIME', () => {
    setVisibility('hidden');
    expect(localStorage.getItem('Test_CLOSE_WINDOW_TIME')).toBe(String(clock));
  });
});
