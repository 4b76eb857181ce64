import { expect, test } from '@playwright/test';
import { dev, DEMO, signIn } from './support';

/**
 * /__NAME__ in the served platform, for a tenant that runs the remote (`pnpm tenant:set
 * <tenant> __NAME__ <version>`): a visitor is sent to sign in, a signed-in user sees the screen.
 */
test.beforeEach(async ({ request }) => {
  await dev.reset(request);
});

test('/__NAME__ needs a signed-in user, then shows its screen', async ({ page }) => {
  await page.goto('/__NAME__');
  await expect(page).toHaveURL(/\/sign-in/);
  await signIn(page);
  await page.goto('/__NAME__');
  await expect(page.getByRole('heading', { name: '__TITLE__' })).toBeVisible();
  await expect(page.getByTestId('__NAME__-account')).toHaveText(`Signed in as ${DEMO.username}`);
  await expect(page.getByText('Nothing here yet')).toBeVisible();
});
