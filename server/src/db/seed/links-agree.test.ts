import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TENANTS } from './tenants.js';

/**
 * The seeded settings link into the app (tabs, menus, sidebar, banners) by path: data the server
 * keeps, while each path is written once, in the shell's routes or a remote's route table. This
 * check keeps the two in agreement, so a renamed path fails here, not as a tab that leads home.
 */
const REPO = join(import.meta.dirname, '..', '..', '..', '..');

interface TableRoute {
  path: string;
  tabKey?: string;
}

const remoteRoutes: TableRoute[] = readdirSync(join(REPO, 'remotes')).flatMap(
  (remote) => JSON.parse(readFileSync(join(REPO, 'remotes', remote, 'src', 'route-table.json'), 'utf8')) as TableRoute[],
);
// The shell's routes are code (their pages); their paths and tab keys are read from the source.
const shellRoutes: TableRoute[] = [
  ...readFileSync(join(REPO, 'shell', 'src', 'routing', 'shell-routes.ts'), 'utf8').matchAll(/path: '([^']+)'(?:[^}\n]*tabKey: '([^']+)')?/g),
].map(([, path, tabKey]) => ({ path: path!, ...(tabKey && { tabKey }) }));
const routes = [...shellRoutes, ...remoteRoutes];

const matches = (pattern: string, pathname: string) => {
  const want = pattern.split('/');
  const got = pathname.split('/');
  return want.length === got.length && want.every((segment, i) => segment.startsWith(':') || segment === got[i]);
};
const routeOf = (link: string) => routes.find((route) => matches(route.path, link.split('?')[0]!));

describe('the seeded links', () => {
  it('read the shell routes and every remote table', () => {
    expect(shellRoutes.map((r) => r.path)).toContain('/home');
    expect(remoteRoutes.map((r) => r.path)).toEqual(expect.arrayContaining(['/quote', '/assets', '/helpDetail/:id']));
  });

  for (const tenant of TENANTS) {
    it(`of ${tenant.name} lead to a path the shell or a remote's table declares`, () => {
      const { tab, middleMenu, bottomMenu, appSidebar, playing } = tenant.settings as unknown as Record<string, { linkUrl?: string }[] | undefined>;
      const links = [tab, middleMenu, bottomMenu, appSidebar, playing].flatMap((entries) => (entries ?? []).map((e) => e.linkUrl ?? '')).filter((l) => l.startsWith('/'));
      expect(links.length).toBeGreaterThan(0);
      expect(links.filter((link) => !routeOf(link))).toEqual([]);
    });

    it(`of ${tenant.name}: each tab's key is the tab key its path's route declares`, () => {
      const mismatched = tenant.settings.tab.filter((t) => routeOf(t.linkUrl)?.tabKey !== t.key).map((t) => `${t.key} → ${t.linkUrl}`);
      expect(mismatched).toEqual([]);
    });
  }
});
