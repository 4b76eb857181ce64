import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { closePopupsWhenShown } from './account-support';
import { api, available } from './funds-support';
import { confirmSheet, dev, signIn, tripleClick } from './support';

/**
 * The nft remote on the reference API: demo buys an item from the house on /nftDetail, sees it on
 * /nftResult and /nftMy, lists it for sale; a second user buys it and the USDT moves from that
 * user to demo through the ledger.
 */

interface Item {
  id: number;
  name: string;
  price: string | null;
}

/** A new account with USDT in its funding account, and its authorization header. */
async function buyerWith(request: APIRequestContext, usdt: string): Promise<Record<string, string>> {
  const loginName = 'nftbuyer';
  const registered = await (await request.post(`${BASE_URL}/api/user/register`, { data: { signType: 3, loginName, loginPassword: 'secret1' } })).json();
  expect(registered.code, registered.msg).toBe(200);
  await dev.post(request, 'credit', { loginName, coin: 'usdt', amount: usdt, account: 'funding' });
  const login = await (await request.post(`${BASE_URL}/api/user/login`, { data: { signType: 3, loginName, loginPassword: 'secret1' } })).json();
  expect(login.code, login.msg).toBe(200);
  return { authorization: login.data.satoken };
}

/** The confirmation's rows as "label: value". */
const sheetRows = (page: Page) =>
  confirmSheet(page)
    .locator('dt')
    .evaluateAll((terms) => terms.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`));

/** Counts the requests a page sends to an API path. */
function countRequests(page: Page, path: string) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api${path}`) sent.push(request.method());
  });
  return sent;
}

test.beforeEach(async ({ page, request }) => {
  await dev.reset(request);
  await dev.realClock(request);
  await closePopupsWhenShown(page);
});

test('buy from the house → /nftMy → list → another user buys it → the USDT moves to the seller', async ({ page, request }) => {
  await signIn(page);
  await page.goto('/nft');
  await expect(page.getByTestId('nft-collection')).toHaveCount(3);
  await page.getByRole('searchbox', { name: 'Search' }).fill('Drifter #3');
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page.getByTestId('nft-card')).toHaveCount(1);
  await page.getByTestId('nft-card').click();
  await expect(page).toHaveURL(/\/nftDetail\?id=\d+$/);
  const itemId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByTestId('nft-owner')).toHaveText('Atrium Studio');

  // demo's seeded funding USDT.
  expect(await available(page, 'usdt')).toBe('10000');
  const buys = countRequests(page, '/nft/buy');
  await expect(page.getByTestId('nft-price')).toHaveText('9.9 USDT');
  await tripleClick(page.getByRole('button', { name: 'Buy' }));
  await expect(confirmSheet(page)).toHaveCount(1);
  // The price reads the same on the item and in the confirmation.
  expect(await sheetRows(page)).toEqual(['Item: Drifter #3', 'Collection: Nebula Drifters', 'Price: 9.9 USDT', 'Fee: 0 USDT', 'Paid from: Funding account']);
  // Nothing is bought before Confirm, nor on Cancel.
  await confirmSheet(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmSheet(page)).toHaveCount(0);
  expect(buys).toEqual([]);
  expect(await available(page, 'usdt')).toBe('10000');
  await page.getByRole('button', { name: 'Buy' }).click();
  await tripleClick(confirmSheet(page).getByRole('button', { name: 'Confirm' }));
  await expect(page).toHaveURL(/\/nftResult\?itemId=\d+&saleId=\d+$/);
  await expect(page.getByTestId('nft-result')).toContainText('Purchase successful');
  await expect(page.getByTestId('nft-result')).toContainText('9.9 USDT');
  // One request, one sale, one movement of 9.9.
  expect(buys).toEqual(['POST']);
  expect(await available(page, 'usdt')).toBe('9990.1');
  expect((await api<unknown[]>(page, `/nft/item/${itemId}/sales`)).data).toHaveLength(1);

  await page.getByRole('link', { name: 'View my NFTs' }).click();
  await expect(page).toHaveURL(/\/nftMy$/);
  const row = page.getByTestId('my-nft').filter({ hasText: 'Drifter #3' });
  await expect(row).toContainText('Not for sale');
  await row.getByRole('button', { name: 'List for sale' }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('textbox', { name: 'Price' }) });
  const lists = countRequests(page, '/nft/list');
  await dialog.getByRole('textbox', { name: 'Price' }).fill('1e3');
  await expect(dialog.getByRole('textbox', { name: 'Price' })).toHaveAccessibleDescription('Write it out in full, without “e”.');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(confirmSheet(page)).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Price' }).fill('20');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  expect(await sheetRows(page)).toEqual(['Item: Drifter #3', 'Price: 20 USDT', 'Fee: 0 USDT', 'You receive when it sells: 20 USDT', 'Paid into: Funding account']);
  expect(lists).toEqual([]);
  await confirmSheet(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(row).toContainText('20 USDT');
  expect(lists).toEqual(['POST']);

  const buyer = await buyerWith(request, '50');
  const bought = await (await request.post(`${BASE_URL}/api/nft/buy`, { data: { itemId, price: '20' }, headers: buyer })).json();
  expect(bought.code, bought.msg).toBe(200);
  expect(bought.data.sale).toMatchObject({ price: '20', from: 'dem***', to: 'nft***' });
  expect(await available(page, 'usdt')).toBe('10010.1');

  await page.reload();
  await expect(page.getByTestId('my-nft').filter({ hasText: 'Drifter #3' })).toHaveCount(0);
  await page.goto(`/nftDetail?id=${itemId}`);
  await expect(page.getByTestId('nft-sale')).toHaveCount(2);
  await expect(page.getByTestId('nft-owner')).toHaveText('nft***');
  const mine = await api<Item[]>(page, '/nft/mine');
  expect(mine.data.map((i) => i.name)).toEqual(['Drifter #5', 'Koi Ogon']);
});
