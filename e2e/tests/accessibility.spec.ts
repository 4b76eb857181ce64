import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility';
import { dev, signIn } from './support';

/**
 * axe over what a visit to a route does not show: the announcement popup a signed-in user meets, in
 * both themes. The screens themselves, every route in light and the key ones in dark and in Arabic,
 * are checked by every-route.spec.ts.
 */

/** Stores a theme before the app boots, as a returning visitor's choice would be. */
async function remember(page: Page, theme: string) {
  await page.addInitScript((stored) => localStorage.setItem('Atrium_THEME', stored), theme);
}

test.afterEach(async ({ request }) => dev.resumeMarket(request));

for (const theme of ['light', 'dark'] as const) {
  test(`the announcement popup of a signed-in user has no axe violations (${theme} theme)`, async ({ page, request }) => {
    await dev.reset(request, { inbox: true });
    await dev.pauseMarket(request);
    await remember(page, theme);
    await signIn(page);
    await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
    await expect(page.getByRole('dialog').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
