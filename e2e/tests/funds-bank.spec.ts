import { expect, test } from '@playwright/test';
import { dev, signIn } from './support';

test.beforeEach(async ({ request }) => dev.reset(request));

test('binds, edits and deletes a bank card', async ({ page }) => {
  await signIn(page);
  await page.goto('/bank-list');
  await page.getByRole('link', { name: 'Add a bank card' }).click();
  await page.getByRole('textbox', { name: 'Cardholder name' }).fill('Ana Demo');
  await page.getByRole('textbox', { name: 'Bank', exact: true }).fill('First Bank');
  await page.getByRole('textbox', { name: 'Branch' }).fill('Main Street');
  await page.getByRole('textbox', { name: 'Card number' }).fill('4111111111111111');
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveValue('4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/bank-list$/);
  await expect(page.getByTestId('bank-card')).toContainText('•••• 1111');

  await page.getByRole('link', { name: 'Edit First Bank card' }).click();
  await page.getByRole('textbox', { name: 'Bank', exact: true }).fill('Second Bank');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('bank-card')).toContainText('Second Bank');

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No bank cards yet')).toBeVisible();
});
