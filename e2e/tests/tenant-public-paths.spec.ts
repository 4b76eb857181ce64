import { expect, test, type APIRequestContext } from '@playwright/test';
import { PORT } from '../playwright.config';
import { dev } from './support';

/**
 * A tenant may open a remote's path to signed-out visitors in its config (`remotes.<name>.public`,
 * config/platform/README.md): atrium does for /helpDetail/:id, the help article "I forgot my
 * password" leads to; meridian keeps spec §2, where the article needs a signed-in user.
 */
const MERIDIAN = `http://meridian.localhost:${PORT}`;

test.beforeEach(async ({ request }) => dev.reset(request));

const firstArticle = async (request: APIRequestContext) => {
  const list = await (await request.get('/api/notice/list?key=HELP_CENTER')).json();
  return list.rows[0] as { id: number; title: string };
};

test('atrium opens a help article to a signed-out visitor, as its config says', async ({ page, request }) => {
  const article = await firstArticle(request);
  await page.goto(`/helpDetail/${article.id}`);
  await expect(page.getByText(article.title).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/helpDetail/${article.id}$`));
});

test('meridian, whose config makes nothing public, sends a signed-out visitor of a help article to sign in', async ({ page, request }) => {
  // The guard decides before the article is read: any id shows it.
  const article = await firstArticle(request);
  await page.goto(`${MERIDIAN}/helpDetail/${article.id}`);
  await expect(page).toHaveURL(/\/sign-in-wallet$/);
});
