import { expect, test } from '@playwright/test';
import { PORT } from '../playwright.config';
import { dev } from './support';

const HARBOR = `http://harbor.localhost:${PORT}`;

test.beforeEach(async ({ request }) => dev.reset(request));

test('a second tenant runs on the same build with its own brand, flags and remotes', async ({ page }) => {
  await page.goto(`${HARBOR}/home`);
  await expect(page).toHaveTitle(/Harbor/);
  // Its default theme is dark.
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
  // The content remote is switched off for this tenant: its paths fall to /home.
  await page.goto(`${HARBOR}/help`);
  await expect(page).toHaveURL(`${HARBOR}/home`);
});

test('a tenant that switches the second contract off loses its route, the rest of trading stays', async ({ page }) => {
  // atrium offers it: a visitor is sent to sign in first.
  await page.goto('/trade');
  await expect(page).toHaveURL(/\/sign-in/);
  // harbor does not: the path is unknown there and falls to /home; the quote screen is there.
  await page.goto(`${HARBOR}/trade`);
  await expect(page).toHaveURL(`${HARBOR}/home`);
  await page.goto(`${HARBOR}/quote`);
  await expect(page.getByTestId('quote-tab-spot')).toBeVisible();
  await expect(page.getByTestId('quote-tab-second')).toHaveCount(0);
});

test('the platform page reports the tenant and its remotes', async ({ page }) => {
  await page.goto('/__platform');
  await expect(page.getByTestId('diag-env')).toHaveText('atrium');
  await expect(page.getByTestId('diag-remote-content')).toBeVisible();
  await page.goto(`${HARBOR}/__platform`);
  await expect(page.getByTestId('diag-env')).toHaveText('harbor');
  await expect(page.getByTestId('diag-remote-content')).toHaveAttribute('data-status', 'off');
});

test('a tenant with the login captcha asks for the image code and accepts the right one', async ({ page }) => {
  await page.goto(`${HARBOR}/sign-in`);
  const image = page.getByRole('img', { name: /image code/i });
  await expect(image).toBeVisible();
  await page.getByRole('textbox', { name: /username/i }).fill('demo');
  await page.getByLabel(/^password$/i).fill('demo1234');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByText('Please enter the verification code')).toBeVisible();

  // The answer of the image this browser was shown (the server keys it by tenant and address),
  // read from the page itself so the request carries the same tenant and address.
  const answer = () =>
    page.evaluate(async () => {
      const body = await (await fetch('/api/__dev/captcha?codeType=LOGIN')).json();
      return body.data.answer as string | null;
    });
  await expect.poll(answer).toBeTruthy();
  await page.getByRole('textbox', { name: /image code/i }).fill((await answer())!);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(`${HARBOR}/home`);
});
