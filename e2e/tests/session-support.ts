import { expect, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { DEMO } from './support';

interface Tenant {
  /** The tenant's page origin. */
  origin: string;
  /** Its env name (the folder of its config.js). */
  env: string;
  /** Its brand, which prefixes every local-storage key. */
  productName: string;
}

export const ATRIUM_TENANT: Tenant = { origin: BASE_URL, env: 'atrium', productName: 'Atrium' };

/**
 * Signs a user in through the API and leaves the session where the app keeps it, without the
 * sign-in screen and /home: for tests about what happens once signed in. The token is written
 * from a page of the tenant's origin that is not the app (its config.js), so nothing boots for it.
 */
export async function signInQuickly(page: Page, tenant: Tenant = ATRIUM_TENANT, user = DEMO) {
  await page.goto(`${tenant.origin}/platform/${tenant.env}/config.js`);
  // From the page, so the tenant's host name (harbor.localhost) resolves as the browser resolves it.
  const token = await page.evaluate(
    async ([key, loginName, loginPassword]) => {
      const login = await fetch('/api/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ signType: 3, loginName, loginPassword }) });
      const satoken = ((await login.json()) as { data?: { satoken?: string } }).data?.satoken;
      if (satoken) localStorage.setItem(key, satoken);
      return satoken;
    },
    [`${tenant.productName}_TOKEN`, user.username, user.password] as const,
  );
  expect(token, 'the API signed the user in').toBeTruthy();
}
