import { expect, test } from '@playwright/test';

/**
 * A public shell page the address names starts loading with the app's own code (issue 24): the
 * router would ask for /sign-in's code and messages only once the boot had read the tenant config,
 * two round trips later, and its largest paint waited for them.
 */
test('/sign-in asks for its code and messages while the tenant config is still on its way, then shows its form', async ({ page }) => {
  let releaseConfig!: () => void;
  const configHeld = new Promise<void>((resolve) => (releaseConfig = resolve));
  await page.route('**/platform/*/config.js*', async (route) => {
    await configHeld;
    await route.continue();
  });
  const authMessages = page.waitForRequest(/\/locale-auth-en-json\.[0-9a-f]+\.js$/);
  await page.goto('/sign-in', { waitUntil: 'commit' });
  await authMessages;
  releaseConfig();
  await expect(page.getByRole('tab')).toHaveText(['Account', 'E-mail', 'Mobile']);
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
});
