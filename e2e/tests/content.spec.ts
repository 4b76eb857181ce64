import { expect, test } from '@playwright/test';
import { dev, signIn } from './support';

test.beforeEach(async ({ request }) => dev.reset(request));

const PUBLIC_SCREENS: [string, RegExp][] = [
  ['/term-service', /terms/i],
  ['/termsOfuse', /terms of use/i],
  ['/privacyPolicy', /privacy/i],
  ['/help', /help/i],
  ['/broadcastDetails', /broadcast/i],
  ['/app-download', /download/i],
  ['/service', /service/i],
];

for (const [path, title] of PUBLIC_SCREENS) {
  test(`${path} renders for a visitor`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  });
}

test('a remote screen takes its page title from its route metadata', async ({ page }) => {
  await page.goto('/help');
  await expect(page).toHaveTitle('Help Center · Atrium');
});

test('the terms show the server text, sanitised', async ({ page }) => {
  await page.goto('/term-service');
  await expect(page.locator('main').getByText(/./).first()).toBeVisible();
  await expect(page.locator('main script')).toHaveCount(0);
});

test('the protected content screens render once signed in', async ({ page }) => {
  await signIn(page);
  for (const [path, title] of [
    ['/introduction', /about us/i],
    ['/notice', /announcements|notices/i],
    ['/vip-rule', /vip/i],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
});

test('a deep link to a help article opens it', async ({ page, request }) => {
  const list = await (await request.get('/api/notice/list?key=HELP_CENTER')).json();
  const article = list.rows[0] as { id: number; title: string };
  await signIn(page);
  await page.goto(`/helpDetail/${article.id}`);
  await expect(page.getByText(article.title).first()).toBeVisible();
});

test('the app download page shows a QR code of the store link', async ({ page }) => {
  await page.goto('/app-download');
  await expect(page.locator('svg').filter({ has: page.locator('path') }).first()).toBeVisible();
});
