import { expect, test, type Page } from '@playwright/test';
import { dev } from './support';

test.beforeEach(async ({ request }) => dev.reset(request));

/** Serves the content remote's release files to the browser with `edit` applied to one of them. */
async function rewriteContent(page: Page, file: 'mf-manifest.json' | 'routes.json', edit: (json: Record<string, unknown>) => void) {
  await page.route(`**/content/*/${file}`, async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as Record<string, unknown>;
    edit(json);
    await route.fulfill({ response, body: JSON.stringify(json) });
  });
}

/** The content remote is held back, its reason on /__platform, and the rest of the app works. */
async function expectQuarantined(page: Page, reason: RegExp) {
  await page.goto('/help');
  await expect(page.getByTestId('remote-quarantined')).toContainText('This section is being updated');
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);

  await page.goto('/__platform');
  const row = page.getByTestId('diag-remote-content');
  await expect(row).toHaveAttribute('data-status', 'quarantined');
  await expect(row.getByTestId('diag-error')).toHaveText(reason);
  await expect(page.getByTestId('diag-remote-trading')).not.toHaveAttribute('data-status', 'quarantined');

  await page.goto('/home');
  await expect(page.getByTestId('coin-btcusdt')).toBeVisible();
  const tabs = page.getByRole('navigation', { name: /main sections/i });
  await expect(tabs).toBeVisible();
  await tabs.getByRole('link', { name: /markets/i }).click();
  await expect(page.getByTestId('quote-tab-spot')).toBeVisible();
}

test('a release built against another major of a singleton is quarantined, and the rest works', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await rewriteContent(page, 'mf-manifest.json', (manifest) => {
    for (const shared of manifest.shared as { name: string; requiredVersion?: string }[]) {
      if (shared.name === 'react') shared.requiredVersion = '^20.0.0';
    }
  });
  await expectQuarantined(page, /react: built for \^20\.0\.0/);
  expect(errors.some((e) => e.includes('content@1.0.0') && e.includes('react: built for ^20.0.0'))).toBe(true);
});

test('a release built for another major of the platform contract is quarantined, and the rest works', async ({ page }) => {
  // The major before: a remote built before contract 3 imports the kit's hooks from the contract.
  await rewriteContent(page, 'routes.json', (table) => {
    table.contract = '^2.3.0';
  });
  await expectQuarantined(page, /contract: built for \^2\.3\.0/);
});

test('a pinned version that does not exist falls back to the last good one, and says so', async ({ page }) => {
  await page.route('**/platform/*/config.js*', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/(content: \{\s*enabled: true,\s*)channel: 'stable'/, "$1version: '9.9.9', lastGood: '1.0.0'");
    expect(body).toContain("version: '9.9.9'");
    await route.fulfill({ response, body });
  });
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/help/i);

  await page.goto('/__platform');
  const row = page.getByTestId('diag-remote-content');
  await expect(row.getByTestId('diag-version')).toHaveText('1.0.0');
  await expect(row.getByTestId('diag-manifest')).toHaveText(/\/content\/1\.0\.0\/mf-manifest\.json$/);
  await expect(row.getByTestId('diag-fallback')).toHaveText(/^9\.9\.9 failed: .*404.*; running 1\.0\.0, the last good version$/);
});
