import { expect, test, type Page } from '@playwright/test';
import { CDN_URL } from '../playwright.config';
import { dev, signIn } from './support';

/**
 * The remote override (config/platform/README.md, "Developing a remote against a running shell"):
 * a non-production tenant loads one remote from a developer's build on an exact origin of its
 * `devOrigins`. The developer's build here is the content release with one string changed,
 * served under /__dev-build/content/ on the CDN origin (the one origin the tenant allows).
 */
const BUILD = `${CDN_URL}/__dev-build/content/mf-manifest.json`;
const OTHER_ORIGIN_BUILD = BUILD.replace('localhost', '127.0.0.1');
const OVERRIDDEN_TITLE = 'Help Center (my build)';

test.beforeEach(async ({ request }) => dev.reset(request));

/** atrium as a non-production tenant that allows the CDN origin for development builds. */
async function nonProductionTenant(page: Page) {
  await page.route('**/platform/*/config.js*', async (route) => {
    const response = await route.fetch();
    const shipped = await response.text();
    expect(shipped).toContain('production: true,');
    await route.fulfill({ response, body: shipped.replace('production: true,', `production: false, devOrigins: ['${CDN_URL}'],`) });
  });
}

/** The developer's build: the content release's files, its help page title changed. */
async function serveDeveloperBuild(page: Page) {
  await page.route(`${CDN_URL}/__dev-build/content/**`, async (route) => {
    const file = new URL(route.request().url()).pathname.replace('/__dev-build/content/', '');
    const response = await route.fetch({ url: `${CDN_URL}/content/1.0.0/${file}` });
    if (!file.endsWith('.js')) return route.fulfill({ response });
    await route.fulfill({ response, body: (await response.text()).replaceAll('"Help Center"', JSON.stringify(OVERRIDDEN_TITLE)) });
  });
}

const banner = (page: Page) => page.getByTestId('override-banner');
const helpTitle = (page: Page) => page.getByRole('heading', { level: 1 });
const storedOverrides = (page: Page) => page.evaluate(() => sessionStorage.getItem('Atrium_REMOTE_OVERRIDES'));

test('a build from an allowed origin runs in a non-production tenant, announced by a banner, until reset or sign-out', async ({ page }) => {
  await nonProductionTenant(page);
  await serveDeveloperBuild(page);
  await signIn(page);

  await page.goto('/__platform');
  const section = page.getByTestId('diag-overrides');
  await section.getByLabel('Remote').selectOption('content');
  await section.getByLabel('Manifest URL').fill(BUILD);
  await section.getByRole('button', { name: 'Load this build' }).click();

  await expect(banner(page)).toContainText(`content runs a development build from ${CDN_URL}`);
  await expect(page.locator('[data-testid="diag-override"][data-remote="content"]')).toContainText(BUILD);
  await page.goto('/help');
  await expect(helpTitle(page)).toHaveText(OVERRIDDEN_TITLE);
  await expect(banner(page)).toBeVisible();

  // The one-tap reset: the release again.
  await banner(page).getByRole('button', { name: 'Reset' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(helpTitle(page)).toHaveText('Help Center');

  // Set again from the console, then ended by signing out.
  await page.evaluate((build) => (window as unknown as { __atrium: { override(r: string, u: string): void } }).__atrium.override('content', build), BUILD);
  await expect(banner(page)).toBeVisible();
  await expect(helpTitle(page)).toHaveText(OVERRIDDEN_TITLE);
  await page.goto('/home');
  await page.getByRole('link', { name: 'My account' }).click();
  await page.getByRole('button', { name: /sign out/i }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(banner(page)).toHaveCount(0);
  expect(await storedOverrides(page)).toBeNull();
  await page.goto('/help');
  await expect(helpTitle(page)).toHaveText('Help Center');
});

test('an override from another origin, from the page address, or in a production tenant is refused', async ({ page }) => {
  await serveDeveloperBuild(page);
  // Production (atrium as shipped): no form, no console function, and a planted override is ignored.
  await page.goto('/__platform');
  await expect(page.getByTestId('diag-env')).toHaveText('atrium');
  await expect(page.getByTestId('diag-overrides')).toHaveCount(0);
  expect(await page.evaluate(() => typeof (window as { __atrium?: unknown }).__atrium)).toBe('undefined');
  await page.evaluate((build) => sessionStorage.setItem('Atrium_REMOTE_OVERRIDES', JSON.stringify({ content: build })), BUILD);
  await page.goto('/help');
  await expect(helpTitle(page)).toHaveText('Help Center');
  await expect(banner(page)).toHaveCount(0);
  await page.evaluate(() => sessionStorage.clear());

  // Non-production: the page address sets nothing, whatever it says.
  await nonProductionTenant(page);
  const build = encodeURIComponent(BUILD);
  await page.goto(`/help?override=content&manifest=${build}&content=${build}&remoteOverride=${build}`);
  await expect(helpTitle(page)).toHaveText('Help Center');
  await expect(banner(page)).toHaveCount(0);
  expect(await storedOverrides(page)).toBeNull();

  // Another origin, from the form and from the console.
  await page.goto('/__platform');
  const section = page.getByTestId('diag-overrides');
  await section.getByLabel('Manifest URL').fill(OTHER_ORIGIN_BUILD);
  await section.getByRole('button', { name: 'Load this build' }).click();
  await expect(section.getByTestId('override-refused')).toHaveText(`${new URL(OTHER_ORIGIN_BUILD).origin} is not one of this tenant's development origins.`);
  const refused = await page.evaluate(
    (url) => {
      try {
        (window as unknown as { __atrium: { override(r: string, u: string): void } }).__atrium.override('content', url);
        return 'accepted';
      } catch (error) {
        return String(error);
      }
    },
    OTHER_ORIGIN_BUILD,
  );
  expect(refused).toContain('override refused');
  expect(await storedOverrides(page)).toBeNull();
  await page.goto('/help');
  await expect(helpTitle(page)).toHaveText('Help Center');
  await expect(banner(page)).toHaveCount(0);
});
