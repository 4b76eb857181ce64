import { expect, test } from '@playwright/test';
import { dev } from './support';

test.beforeEach(async ({ request }) => dev.reset(request));

test('/__platform lists every remote with its version and manifest, the singletons with their providers, and the flags', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/help/i);
  // Client-side, so the diagnostics still know what this visit loaded.
  await page.evaluate(() => {
    history.pushState(null, '', '/__platform');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('diag-env')).toHaveText('atrium');
  for (const remote of ['content', 'trading', 'funds', 'defi-finance', 'uplan', 'nft']) {
    const row = page.getByTestId(`diag-remote-${remote}`);
    await expect(row.getByTestId('diag-version')).toHaveText('1.0.0 (stable)');
    await expect(row.getByTestId('diag-manifest')).toHaveText(new RegExp(`/${remote}/1\\.0\\.0/mf-manifest\\.json$`));
  }
  await expect(page.getByTestId('diag-remote-content')).toHaveAttribute('data-status', 'loaded');

  const react = page.locator('[data-testid="diag-shared"][data-name="react"]');
  await expect(react).toHaveAttribute('data-copies', '1');
  await expect(react.getByTestId('diag-provider')).toHaveText(/\S/);

  await expect(page.locator('[data-testid="diag-flag"][data-path="diagnostics"]')).toContainText('true');
  await expect(page.locator('[data-testid="diag-flag"][data-path="signIn.reverseTabs"]')).toContainText('false');
});

test('a tenant with diagnostics off has no /__platform: it goes home', async ({ page }) => {
  await page.route('**/platform/*/config.js*', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('diagnostics: true', 'diagnostics: false');
    expect(body).toContain('diagnostics: false');
    await route.fulfill({ response, body });
  });
  await page.goto('/__platform');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('diag-env')).toHaveCount(0);
});
