import { expect, test, type Page } from '@playwright/test';
import { closePopupsWhenShown } from './account-support';
import { layoutShiftsSoFar, recordLayoutShifts } from './layout-shifts';
import { dev, signIn } from './support';

/**
 * Remote screens whose sections load separately do not move while they load: one read is held
 * back (`page.route`) while the rest of the screen draws, then let through; the layout shifts the
 * page made without input add up to less than 0.01 (the bench measured 0.46 on /defi and 0.07
 * on /nft before, under the mobile profile).
 */

test.beforeEach(async ({ request }) => dev.reset(request));

/** Holds every request to an API path until the returned function is called. */
async function holdApi(page: Page, path: string): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('/nft keeps the items where they are when the collections arrive', async ({ page }) => {
  await signIn(page);
  await closePopupsWhenShown(page);
  await recordLayoutShifts(page);
  const release = await holdApi(page, '/nft/collections');
  await page.goto('/nft');
  await expect(page.getByTestId('nft-card').first()).toBeVisible();
  await expect(page.getByTestId('nft-collections-placeholder')).toBeVisible();
  release();
  await expect(page.getByTestId('nft-collection').first()).toBeVisible();
  expect(await layoutShiftsSoFar(page)).toBeLessThan(0.01);
});

test('/defi shows its sections together, without pushing one below another', async ({ page }) => {
  await signIn(page);
  await closePopupsWhenShown(page);
  await recordLayoutShifts(page);
  const release = await holdApi(page, '/apiDefi/userInvestment');
  await page.goto('/defi');
  // The pool and the stakes have answered; the screen waits for the stake before it shows them.
  await expect(page.getByRole('heading', { name: 'My stakes', includeHidden: true })).toBeAttached();
  await expect(page.getByTestId('defi-divide')).toBeAttached();
  await expect(page.getByTestId('defi-divide')).toBeHidden();
  release();
  await expect(page.getByTestId('defi-staked')).toBeVisible();
  await expect(page.getByTestId('defi-divide')).toBeVisible();
  expect(await layoutShiftsSoFar(page)).toBeLessThan(0.01);
});
