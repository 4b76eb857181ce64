import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

const fakes = (readyState: DocumentReadyState) => {
  const register = vi.fn(() => Promise.resolve({}));
  const listeners: (() => void)[] = [];
  const win = { document: { readyState }, addEventListener: (_: string, fn: () => void) => listeners.push(fn) } as unknown as Window;
  return { register, nav: { serviceWorker: { register } } as unknown as Navigator, win, load: () => listeners.forEach((fn) => fn()) };
};

describe('the service worker registration', () => {
  it('waits for the load event, then registers the module worker for the whole app', () => {
    const { register, nav, win, load } = fakes('loading');
    registerServiceWorker(true, nav, win);
    expect(register).not.toHaveBeenCalled();
    load();
    expect(register).toHaveBeenCalledWith('/sw.js', { type: 'module', scope: '/' });
  });

  it('registers at once on a page already loaded, and never in development', () => {
    const loaded = fakes('complete');
    registerServiceWorker(true, loaded.nav, loaded.win);
    expect(loaded.register).toHaveBeenCalledTimes(1);
    const development = fakes('complete');
    registerServiceWorker(false, development.nav, development.win);
    expect(development.register).not.toHaveBeenCalled();
  });
});
