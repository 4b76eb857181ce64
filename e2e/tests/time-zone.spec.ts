import { expect, test, type Locator, type Page } from '@playwright/test';
import { dev, signIn } from './support';
import { api } from './funds-support';

/**
 * Times are shown in the user's time zone (the spec's default Asia/Hong_Kong) and name it when
 * the device is elsewhere; the sidebar's date format offers the language's own order.
 */
test.beforeEach(async ({ request }) => dev.reset(request));

/** Reports a deposit through the API; its record row on /recharge-order and its server time. */
async function reportDeposit(page: Page): Promise<{ row: Locator; createdAt: number }> {
  const made = await api<{ id: number }>(page, '/recharge/submit', { method: 'POST', body: { coin: 'usdt', chain: 'TRC20', amount: '12' } });
  expect(made.code, made.msg).toBe(200);
  const list = await api<{ id: number; createTime: string }[]>(page, '/recharge/list?pageNum=1&pageSize=50');
  const record = list.rows.find((r) => r.id === made.data.id)!;
  // The server's times are UTC without a zone (server/CONTRACT-DELTA.md).
  const createdAt = Date.parse(`${record.createTime.replace(' ', 'T')}Z`);
  return { row: page.locator(`a[href="/recharge-detail?id=${made.data.id}"]`), createdAt };
}

/** The record's date and time in Hong Kong: the date as `order` writes it, then HH:mm:ss. */
function inHongKong(ms: number, order: 'MM/DD/YYYY' | 'de'): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Hong_Kong',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(ms);
  const p = Object.fromEntries(parts.map((part) => [part.type, part.value]));
  const date = order === 'de' ? `${p.day}.${p.month}.${p.year}` : `${p.month}/${p.day}/${p.year}`;
  return `${date} ${p.hour}:${p.minute}:${p.second}`;
}

/**
 * Picks an option of a labelled preference: a native select or the kit's picker (a list of
 * options or radios), whichever the sidebar renders.
 */
async function choose(page: Page, control: Locator, option: RegExp) {
  if (await control.evaluate((element) => element.tagName === 'SELECT')) {
    const label = await control.locator('option').filter({ hasText: option }).textContent();
    await control.selectOption({ label: label! });
  } else {
    await control.click();
    await page.getByRole('option', { name: option }).or(page.getByRole('radio', { name: option })).click();
  }
}

test.describe('on a device in Berlin', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('a deposit record’s time is Hong Kong time and says so, in the list and the detail', async ({ page }) => {
    await signIn(page);
    const { row, createdAt } = await reportDeposit(page);
    await page.goto('/recharge-order');
    await expect(row.getByText(/^TRC20 · /)).toHaveText(`TRC20 · ${inHongKong(createdAt, 'MM/DD/YYYY')} GMT+8`);
    await row.click();
    await expect(page.getByText(`${inHongKong(createdAt, 'MM/DD/YYYY')} GMT+8`, { exact: true })).toBeVisible();
  });

  test('choosing the language’s own date order in the sidebar changes how the date prints', async ({ page }) => {
    await signIn(page);
    const { row, createdAt } = await reportDeposit(page);
    await page.evaluate(() => localStorage.setItem('Atrium_LANGUAGE', 'de'));
    await page.goto('/recharge-order');
    await expect(row.getByText(/^TRC20 · /)).toHaveText(`TRC20 · ${inHongKong(createdAt, 'MM/DD/YYYY')} GMT+8`);

    await page.goto('/homeSidebar');
    // German's own order, shown with today's date.
    await choose(page, page.getByLabel('Datumsformat'), /^Sprachüblich \(\d\d\.\d\d\.\d{4}\)$/);

    await page.goto('/recharge-order');
    await expect(row.getByText(/^TRC20 · /)).toHaveText(`TRC20 · ${inHongKong(createdAt, 'de')} GMT+8`);
  });
});

test.describe('on a device in Hong Kong', () => {
  test.use({ timezoneId: 'Asia/Hong_Kong' });

  test('a deposit record’s time names no zone: it is the reader’s own', async ({ page }) => {
    await signIn(page);
    const { row, createdAt } = await reportDeposit(page);
    await page.goto('/recharge-order');
    await expect(row.getByText(/^TRC20 · /)).toHaveText(`TRC20 · ${inHongKong(createdAt, 'MM/DD/YYYY')}`);
  });
});
