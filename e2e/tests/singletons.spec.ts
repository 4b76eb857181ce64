import { expect, test } from '@playwright/test';
import { dev, signIn } from './support';

/** What every page runs on: each loaded, once. Any other shared module loaded must be loaded once too. */
const SINGLETONS = [
  'react',
  'react-dom',
  'zustand',
  'i18next',
  '@atrium/api',
  '@atrium/i18n',
  '@atrium/ui',
  '@atrium/platform',
];

type Share = Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from?: string }>>>>;

test.beforeEach(async ({ request }) => dev.reset(request));

test('one copy of each shared singleton is loaded after a shell route and two remotes', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByTestId('coin-btcusdt')).toBeVisible();
  await page.getByRole('link', { name: /help/i }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/help/i);
  // In the same page: the tab bar's Markets, the trading remote.
  await page.getByRole('button', { name: /^back$/i }).click();
  await page.getByRole('navigation', { name: /main sections/i }).getByRole('link', { name: /markets/i }).click();
  await expect(page.getByTestId('quote-row-btcusdt')).toBeVisible();

  const loaded = await page.evaluate(() => {
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Share } }).__FEDERATION__.__SHARE__;
    const copies: Record<string, string[]> = {};
    const providers: Record<string, string[]> = {};
    for (const scopes of Object.values(share))
      for (const packages of Object.values(scopes))
        for (const [name, versions] of Object.entries(packages))
          for (const [version, entry] of Object.entries(versions)) {
            (providers[name] ??= []).push(entry.from ?? '?');
            if (entry.loaded) (copies[name] ??= []).push(version);
          }
    const instances = (window as unknown as { __FEDERATION__: { __INSTANCES__: { name: string }[] } }).__FEDERATION__.__INSTANCES__.map((i) => i.name);
    return { copies, providers, instances };
  });
  for (const name of SINGLETONS) {
    expect(new Set(loaded.copies[name] ?? []).size, `${name} loaded once`).toBe(1);
  }
  for (const [name, versions] of Object.entries(loaded.copies)) {
    expect(new Set(versions).size, `${name} loaded once`).toBe(1);
  }
  // The remote really ran (its own federation instance), on the shell's copies.
  expect(loaded.instances).toContain('content');
  expect(loaded.instances).toContain('trading');
  expect(loaded.providers['react']).toContain('shell');
  expect(loaded.providers['i18next']).toContain('shell');
  expect(loaded.providers['@atrium/platform']).toContain('shell');
  // The router is not shared (contract 2): nobody offers it, remotes take the shell's through @atrium/platform.
  expect(loaded.providers['react-router']).toBeUndefined();
  expect(loaded.providers['react-router-dom']).toBeUndefined();
  // Nor is react-i18next: it is bundled into @atrium/i18n, whose bindings every app uses.
  expect(loaded.providers['react-i18next']).toBeUndefined();
});

test("a remote navigates on the shell's router: search params, a link with state and params, and back", async ({ page, request }) => {
  const list = await (await request.get('/api/notice/list?key=HELP_CENTER')).json();
  const article = list.rows[0] as { id: number; title: string };
  await signIn(page);
  await page.getByRole('link', { name: /help/i }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/help/i);

  // useSearchParams: the query goes into the address.
  await page.getByRole('searchbox').fill(article.title);
  await expect(page).toHaveURL((url) => url.pathname === '/help' && url.searchParams.get('q') === article.title);

  // Link (with router state) and useParams: the article of the id in the path.
  await page.getByRole('link', { name: article.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/helpDetail/${article.id}$`));
  await expect(page.getByText(article.title).first()).toBeVisible();

  // useNavigate(-1) on the state the link left: back to the list, its search kept.
  await page.getByRole('button', { name: /^back$/i }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/help' && url.searchParams.get('q') === article.title);
  await expect(page.getByRole('searchbox')).toHaveValue(article.title);

  // And back out of the remote into the shell's /home, on the same history.
  await page.getByRole('button', { name: /^back$/i }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('coin-btcusdt')).toBeVisible();
});
