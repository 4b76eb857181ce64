import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_DEBOUNCE_MS, redirectTarget, watchDesktopRedirect } from './desktop-redirect';

const ORIGINS = { desktopOrigin: 'https://desktop.meridian.example', mobileOrigin: 'https://meridian.example' };
const OFF = { desktopOrigin: '', mobileOrigin: '' };

describe('where a page belongs', () => {
  it('sends a page wider than 690 px to the desktop origin, keeping path, query and hash', () => {
    expect(redirectTarget('https://meridian.example/quote?tab=spot#top', 691, ORIGINS)).toBe('https://desktop.meridian.example/quote?tab=spot#top');
  });

  it('sends a page of 690 px or less on the desktop origin back to the mobile origin', () => {
    expect(redirectTarget('https://desktop.meridian.example/help?id=3', 690, ORIGINS)).toBe('https://meridian.example/help?id=3');
  });

  it('leaves a page where it belongs', () => {
    expect(redirectTarget('https://desktop.meridian.example/home', 1024, ORIGINS)).toBeNull();
    expect(redirectTarget('https://meridian.example/home', 390, ORIGINS)).toBeNull();
    // A narrow page on any origin but the desktop one is the mobile site's already.
    expect(redirectTarget('https://meridian.preview.example/home', 390, ORIGINS)).toBeNull();
  });

  it('does nothing in a direction whose origin is empty', () => {
    expect(redirectTarget('https://meridian.example/home', 1024, OFF)).toBeNull();
    expect(redirectTarget('https://desktop.meridian.example/home', 390, { ...ORIGINS, mobileOrigin: '' })).toBeNull();
  });
});

/** A window with a settable width and a recorded location.replace. */
function fakeWindow(href: string, innerWidth: number) {
  const events = new EventTarget();
  const replace = vi.fn();
  const win = Object.assign(events, { innerWidth, location: { href, replace } });
  const resize = (width: number) => {
    win.innerWidth = width;
    win.dispatchEvent(new Event('resize'));
  };
  return { win: win as unknown as Window, replace, resize };
}

describe('the desktop redirect watcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks at once at start, without waiting for the debounce', () => {
    const { win, replace } = fakeWindow('https://meridian.example/home', 1024);
    watchDesktopRedirect(ORIGINS, win);
    expect(replace).toHaveBeenCalledWith('https://desktop.meridian.example/home');
  });

  it('moves once, 150 ms after the last of a burst of resizes', () => {
    const { win, replace, resize } = fakeWindow('https://meridian.example/assets', 390);
    const stop = watchDesktopRedirect(ORIGINS, win);
    expect(replace).not.toHaveBeenCalled();
    resize(800);
    vi.advanceTimersByTime(100);
    resize(1024);
    vi.advanceTimersByTime(REDIRECT_DEBOUNCE_MS - 1);
    expect(replace).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith('https://desktop.meridian.example/assets');
    stop();
  });

  it('does not move when a burst of resizes ends where it started', () => {
    const { win, replace, resize } = fakeWindow('https://meridian.example/home', 390);
    watchDesktopRedirect(ORIGINS, win);
    resize(1024);
    resize(390);
    vi.advanceTimersByTime(REDIRECT_DEBOUNCE_MS);
    expect(replace).not.toHaveBeenCalled();
  });

  it('stops listening when stopped', () => {
    const { win, replace, resize } = fakeWindow('https://meridian.example/home', 390);
    watchDesktopRedirect(ORIGINS, win)();
    resize(1024);
    vi.advanceTimersByTime(REDIRECT_DEBOUNCE_MS);
    expect(replace).not.toHaveBeenCalled();
  });
});
