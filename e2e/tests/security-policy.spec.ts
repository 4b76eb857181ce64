import { expect, test, type Page } from '@playwright/test';
import { dev } from './support';

/** Collects what the report-only Content-Security-Policy would have blocked. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return violations;
}

test.beforeEach(async ({ request }) => dev.reset(request));

test('the shell and a remote run under the strict policy: no eval, no inline script', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/home');
  const policy = response!.headers()['content-security-policy-report-only'];
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  await expect(page.getByTestId('coin-btcusdt').getByTestId('price')).not.toHaveText('--');
  await page.getByRole('navigation', { name: 'More' }).getByRole('link', { name: /help center/i }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/help/i);
  await page.goto('/app-download');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/download/i);
  // A screen of sanitised server HTML.
  await page.goto('/term-service');
  await expect(page.locator('main p').first()).toBeVisible();
  expect(violations).toEqual([]);
});
