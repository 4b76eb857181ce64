import { expect, test } from '@playwright/test';
import { confirmSheet, dev, signIn } from './support';

test.beforeEach(async ({ request }) => dev.reset(request));

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('a deposit with a proof image shows the image on its detail screen (fetched with the token)', async ({ page }) => {
  await signIn(page);
  await page.goto('/recharge-apply?coin=usdt&chain=TRC20');
  await page.getByRole('textbox', { name: 'Amount' }).fill('20');
  await page.locator('input[type=file]').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(confirmSheet(page)).toContainText('Proof of paymentproof.png');
  await confirmSheet(page).getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('link', { name: 'View the order' }).click();
  const proof = page.getByRole('img', { name: /proof/i });
  await expect(proof).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});
