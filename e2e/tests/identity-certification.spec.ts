import { expect, test, type Page } from '@playwright/test';
import { DEMO, dev, signIn } from './support';
import { accountDev, TINY_PNG, closePopupsWhenShown } from './account-support';

/** The native input behind a photo's "Choose a photo" button (the dialog it opens is the system's). */
const photoInput = (page: Page, label: string) => page.getByRole('group', { name: label }).locator('input[type=file]');

test.beforeEach(async ({ page, request }) => {
  await dev.reset(request);
  await closePopupsWhenShown(page);
});

test('primary verification: checked inline, under review once sent, verified with the name masked', async ({ page, request }) => {
  await signIn(page);
  await page.goto('/certification-primary');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Please enter your full name')).toBeVisible();
  await expect(page.getByText('Please enter your ID number')).toBeVisible();

  // The server's limits, said by the fields before anything is sent.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user/uploadKYC') sent.push(request.method());
  });
  await page.getByLabel('Full name').fill('A'.repeat(51));
  await page.getByLabel('ID number').fill('X'.repeat(31));
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('At most 50 characters.');
  await expect(page.getByLabel('ID number')).toHaveAccessibleDescription('At most 30 characters.');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('A'.repeat(51));
  expect(sent).toEqual([]);

  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('ID number').fill('AB-1');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('The ID number must be 5 to 30 letters or digits')).toBeVisible();
  await page.getByLabel('ID number').fill('AB12345');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('heading', { name: 'Under review' })).toBeVisible();

  await accountDev.reviewKyc(request, DEMO.username, 1, 'approve');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Verified' })).toBeVisible();
  await expect(page.getByTestId('masked-name')).toHaveText('A** ********');
  await expect(page.getByText('Ada Lovelace')).toHaveCount(0);
});

test('a refused primary verification shows the reason and the answer to correct', async ({ page, request }) => {
  await signIn(page);
  await page.goto('/certification-primary');
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('ID number').fill('AB12345');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('heading', { name: 'Under review' })).toBeVisible();

  await accountDev.reviewKyc(request, DEMO.username, 1, 'reject', 'The ID number is unreadable');
  await page.reload();
  await expect(page.getByText('Reason: The ID number is unreadable')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
  await page.getByLabel('ID number').fill('AB123456');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('heading', { name: 'Under review' })).toBeVisible();
});

test('advanced verification waits for the primary one, then takes three photos', async ({ page, request }) => {
  await signIn(page);
  await page.goto('/certification-advanced');
  await expect(page.getByText('Complete identity verification first')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Verify identity' })).toHaveAttribute('href', '/certification-primary');

  await page.getByRole('link', { name: 'Verify identity' }).click();
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('ID number').fill('AB12345');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('heading', { name: 'Under review' })).toBeVisible();
  await accountDev.reviewKyc(request, DEMO.username, 1, 'approve');

  await page.goto('/certification-advanced');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Please add this photo')).toHaveCount(3);

  // A file of the wrong type is refused before any upload.
  await photoInput(page, 'Front of the ID').setInputFiles({ name: 'id.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByRole('group', { name: 'Front of the ID' }).getByRole('alert')).toHaveText('Choose a JPEG, PNG, or WebP file.');

  for (const label of ['Front of the ID', 'Back of the ID', 'You holding the ID']) {
    await photoInput(page, label).setInputFiles({ name: `${label}.png`, mimeType: 'image/png', buffer: TINY_PNG });
  }
  await expect(page.locator('img[src^="blob:"]')).toHaveCount(3);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('heading', { name: 'Under review' })).toBeVisible();
});

test('photos going up show their progress on a slow connection, and a cancel stops them with the photos kept', async ({ page, request }) => {
  await signIn(page);
  await page.goto('/certification-primary');
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('ID number').fill('AB12345');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('heading', { name: 'Under review' })).toBeVisible();
  await accountDev.reviewKyc(request, DEMO.username, 1, 'approve');

  await page.goto('/certification-advanced');
  // 400 KB each (a PNG with trailing bytes, which image decoders ignore), sent at 64 KB/s.
  const photo = Buffer.concat([TINY_PNG, Buffer.alloc(400_000)]);
  for (const label of ['Front of the ID', 'Back of the ID', 'You holding the ID']) {
    await photoInput(page, label).setInputFiles({ name: `${label}.png`, mimeType: 'image/png', buffer: photo });
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const throttle = (uploadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput });
  await throttle(64 * 1024);
  const reviews: string[] = [];
  page.on('request', (sent) => sent.url().includes('/api/user/uploadKYC') && reviews.push(sent.url()));

  await page.getByRole('button', { name: 'Submit for review' }).click();
  const bar = page.getByRole('progressbar', { name: '0 of 3 photos uploaded…' });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number((await bar.getAttribute('value')) ?? 0)).toBeGreaterThan(0);
  expect(Number(await bar.getAttribute('value'))).toBeLessThan(1);

  await page.getByTestId('upload-progress').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Upload cancelled')).toBeVisible();
  await expect(page.getByTestId('upload-progress')).toHaveCount(0);
  await expect(page.locator('img[src^="blob:"]')).toHaveCount(3);
  expect(reviews).toEqual([]);

  await throttle(-1);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('heading', { name: 'Under review' })).toBeVisible();
  expect(reviews).toHaveLength(1);
});
