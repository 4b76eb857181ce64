import { describe, expect, it, vi } from 'vitest';
import { startShellPage } from './start-shell-page';
import { PUBLIC_SHELL_PAGES, type PublicShellPath } from '../routing/public-shell-pages';
import { SHELL_ROUTES } from '../routing/shell-routes';

type Load = () => Promise<unknown>;
const fakePages = () => Object.fromEntries(Object.keys(PUBLIC_SHELL_PAGES).map((path) => [path, vi.fn<Load>(() => Promise.resolve({}))])) as Record<PublicShellPath, ReturnType<typeof vi.fn<Load>>>;

describe('startShellPage', () => {
  it('starts loading the public page the address names, and only that one', () => {
    const pages = fakePages();
    startShellPage('/sign-in', pages);
    expect(pages['/sign-in']).toHaveBeenCalledOnce();
    expect(Object.values(pages).filter((load) => load.mock.calls.length > 0)).toHaveLength(1);
  });

  it('loads nothing for /home (drawn by the entry chunks), a protected page or an unknown path', () => {
    const pages = fakePages();
    for (const path of ['/home', '/', '/fund-password', '/homeSidebar', '/quote', '/toString', '/sign-in/extra']) startShellPage(path, pages);
    expect(Object.values(pages).every((load) => load.mock.calls.length === 0)).toBe(true);
  });

  it('leaves a failed load to the router (no unhandled rejection)', async () => {
    const pages = { ...fakePages(), '/sign-up': vi.fn<Load>(() => Promise.reject(new Error('chunk failed'))) };
    startShellPage('/sign-up', pages);
    await Promise.resolve();
    expect(pages['/sign-up']).toHaveBeenCalledOnce();
  });

  it('starts only pages whose routes are public, with the loader their route uses', () => {
    for (const [path, load] of Object.entries(PUBLIC_SHELL_PAGES)) {
      const route = SHELL_ROUTES.find((r) => r.path === path);
      expect(route?.public, path).toBe(true);
      expect(route && 'load' in route ? route.load : undefined, path).toBe(load);
    }
  });
});
