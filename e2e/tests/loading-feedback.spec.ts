import { expect, test } from '@playwright/test';
import { signInQuickly } from './session-support';
import { confirmSheet, dev } from './support';
import { setFundPassword, TRON_ADDRESS } from './funds-support';

test.beforeEach(async ({ request }) => dev.reset(request));

test('a slow withdrawal blocks the screen with the loading overlay, then its result shows as a toast', async ({ page }) => {
  await signInQuickly(page);
  await setFundPassword(page, 'fund1234');
  // The submit is held until the test lets it through.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/withdraw/submit', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/withdraw-apply?coin=usdt&chain=TRC20');
  await page.getByRole('textbox', { name: 'Address' }).fill(TRON_ADDRESS);
  await page.getByRole('textbox', { name: 'Amount' }).fill('20');
  await expect(page.getByTestId('withdraw-net')).not.toHaveText(/^0 /);
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByLabel('Fund password').fill('fund1234');
  await confirmSheet(page).getByRole('button', { name: 'Confirm' }).click();

  const overlay = page.getByRole('status').filter({ hasText: 'Submitting…' });
  await expect(overlay).toBeVisible();
  await expect(confirmSheet(page).getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true');

  release();
  await expect(page.getByText('Withdrawal submitted')).toBeVisible();
  await expect(overlay).toHaveCount(0);
  await expect(page).toHaveURL(/\/withdraw-detail\?id=\d+/);
});
