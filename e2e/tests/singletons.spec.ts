import { expect, test } from '@playwright/test';
import { dev } from './support';

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'zustand',
  'i18next',
  'react-i18next',
  '@atrium/api',
  '@atrium/i18n',
  '@atrium/ui',
  '@atrium/platform',
];

type Share = Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from?: string }>>>>;

test.beforeEach(async ({ request }) => dev.reset(request));

test('one copy of each shared singleton is loaded after a shell route and a remote route', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByTestId('coin-btcusdt')).toBeVisible();
  await page.getByRole('link', { name: /help/i }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/help/i);

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
  // Shared too, for remotes that import it (the build registers it only where it is imported):
  // never more than one copy.
  expect(new Set(loaded.copies['react-router-dom'] ?? []).size).toBeLessThanOrEqual(1);
  // The remote really ran (its own federation instance), on the shell's copies.
  expect(loaded.instances).toContain('content');
  expect(loaded.providers['react']).toContain('shell');
});
