import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LOCALES, localeTag } from '@atrium/i18n/locales';
import { REPO } from '../playwright.config';
import { DEMO, dev } from './support';

/**
 * Every remote renders in every one of the 21 locales: one route of each, reached inside the
 * page (the router's own history, no reload), shows its title from the remote's own messages
 * in that language, with no raw key, no unfilled placeholder and no fault fallback.
 */
const ROUTES = [
  { path: '/help', remote: 'content', key: 'title_help' },
  { path: '/assets', remote: 'funds', key: 'title_assets' },
  { path: '/quote', remote: 'trading', key: 'title_quote' },
  { path: '/financial', remote: 'defi-finance', key: 'title_financial' },
  { path: '/uplan', remote: 'uplan', key: 'title_uplan' },
  { path: '/nft', remote: 'nft', key: 'title_nft' },
];

const titleIn = (remote: string, lng: string, key: string): string =>
  (JSON.parse(readFileSync(join(REPO, 'remotes', remote, 'src', 'i18n', `${lng}.json`), 'utf8')) as Record<string, string>)[key]!;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A navigation on the shell's router, as a link would do it. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

let token = '';
test.beforeAll(async ({ request }) => {
  await dev.reset(request);
  const login = await request.post('/api/user/login', { data: { signType: 3, loginName: DEMO.username, loginPassword: DEMO.password } });
  token = ((await login.json()) as { data: { satoken: string } }).data.satoken;
});

for (const lng of LOCALES) {
  test(`every remote renders in ${lng}`, async ({ page }) => {
    // A returning visitor: signed in, the language chosen before.
    await page.addInitScript(
      ([session, language]) => {
        localStorage.setItem('Atrium_TOKEN', session);
        localStorage.setItem('Atrium_LANGUAGE', language);
      },
      [token, lng] as const,
    );
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('lang', localeTag(lng));
    for (const route of ROUTES) {
      await navigate(page, route.path);
      const title = titleIn(route.remote, lng, route.key);
      await expect(page).toHaveTitle(new RegExp(`^${escaped(title)} · `));
      // The remote's own header, through useTranslation from the shared @atrium/i18n: one react-i18next at work.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const main = page.locator('main');
      await expect(main).not.toContainText('{{');
      await expect(main).not.toContainText(`${route.remote}:`);
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    }
  });
}
