import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { CDN_URL, REPO } from '../playwright.config';

/** The fault modes of the CDN's switch (cdn/src/remote-faults.ts). */
export type CdnFault = 'down' | 'hang' | '404' | 'entry-hang' | 'script-error' | 'render-error' | 'none';

/** Turns a fault of one remote's files on (or off with 'none') at the CDN. */
export async function setCdnFault(request: APIRequestContext, remote: string, fault: CdnFault) {
  const response = await request.post(`${CDN_URL}/__cdn/faults`, { data: { remote, fault } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** One English text, from the locale file itself (never typed in here). */
function english(file: string, key: string): string {
  const text = (JSON.parse(readFileSync(join(REPO, file), 'utf8')) as Record<string, unknown>)[key];
  if (typeof text !== 'string') throw new Error(`${file} has no ${key}`);
  return text;
}

/** The English texts the checks read. */
export const EN = {
  unavailable: english('packages/i18n/src/locales/en.json', 'remote_unavailable_title'),
  retry: english('packages/i18n/src/locales/en.json', 'retry'),
  tabBar: english('shell/src/i18n/en.json', 'tab_bar'),
  helpTitle: english('remotes/content/src/i18n/en.json', 'title_help'),
};

/** A remote under test: a route it owns that /home links to, and what proves its screen rendered. */
export interface RemoteCase {
  remote: string;
  path: string;
  /** Whether the path is a tab (its screen shows the tab bar). */
  tab: boolean;
  proof: (page: Page) => Locator;
}

export const REMOTE_CASES: RemoteCase[] = [
  { remote: 'content', path: '/help', tab: false, proof: (page) => page.getByRole('heading', { level: 1, name: EN.helpTitle }) },
  { remote: 'funds', path: '/assets', tab: true, proof: (page) => page.getByTestId('balance-funding-usdt') },
  { remote: 'trading', path: '/quote', tab: true, proof: (page) => page.getByTestId('quote-tab-spot') },
  { remote: 'defi-finance', path: '/defi', tab: true, proof: (page) => page.getByTestId('defi-divide') },
  { remote: 'uplan', path: '/uplan', tab: false, proof: (page) => page.getByRole('link', { name: /Starter Plan/ }) },
  { remote: 'nft', path: '/nft', tab: false, proof: (page) => page.getByTestId('nft-collection').first() },
];

/** Another remote's tab, to show the rest of the app still works while `remote` is faulty. */
export const otherTab = (remote: string): RemoteCase => REMOTE_CASES.find((c) => c.tab && c.remote !== remote)!;

export const tabBar = (page: Page) => page.getByRole('navigation', { name: EN.tabBar });

/** Follows the first link to `path` on the screen (or within `scope`), as a tap would. */
export async function follow(page: Page, path: string, scope: Page | Locator = page) {
  await scope.locator(`a[href="${path}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The fallback in place of a remote's screen: translated, with its Retry. */
export async function expectFallback(page: Page) {
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback.getByText(EN.unavailable)).toBeVisible();
  await expect(fallback.getByRole('button', { name: EN.retry })).toBeVisible();
  return fallback;
}
