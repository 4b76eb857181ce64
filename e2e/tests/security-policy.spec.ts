import { expect, test, type Page } from '@playwright/test';
import { dev, signIn } from './support';

/** Collects every violation of the page's Content-Security-Policy, as the page sees them. */
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

test('the static host enforces a strict policy, and the shell, remotes and sanitised server HTML run under it', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/home');
  const policy = response!.headers()['content-security-policy'];
  expect(response!.headers()['content-security-policy-report-only']).toBeUndefined();
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  expect(policy).toContain("require-trusted-types-for 'script'");
  await expect(page.getByTestId('coin-btcusdt').getByTestId('price')).not.toHaveText('--');
  await page.getByRole('navigation', { name: 'More' }).getByRole('link', { name: /help center/i }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/help/i);
  await page.goto('/app-download');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/download/i);
  // A screen of sanitised server HTML (innerHTML through DOMPurify's Trusted Types policy).
  await page.goto('/term-service');
  await expect(page.locator('main p').first()).toBeVisible();
  // The candle chart (lightweight-charts) on the trade screen, signed in.
  await signIn(page);
  await page.goto('/detail?symbol=btcusdt');
  await expect(page.getByTestId('kline-chart')).toHaveAttribute('data-ready', 'true');
  expect(violations).toEqual([]);
});

test('an injected script is refused, and the browser reports it to the static host', async ({ page, request }) => {
  const violations = await watchViolations(page);
  await request.delete('/__csp-report');
  await page.goto('/home');
  await expect(page.getByTestId('coin-btcusdt')).toBeVisible();
  const outcome = await page.evaluate(() => {
    const results: string[] = [];
    // A string assigned to an HTML sink: refused by Trusted Types.
    try {
      document.body.insertAdjacentHTML('beforeend', '<img src=x onerror="window.__injected = 1">');
      results.push('html accepted');
    } catch (error) {
      results.push(`html refused: ${(error as Error).name}`);
    }
    // A script element with inline text: refused by script-src (no 'unsafe-inline') and Trusted Types.
    const script = document.createElement('script');
    try {
      script.textContent = 'window.__injected = 2';
      document.head.append(script);
      results.push('script accepted');
    } catch (error) {
      results.push(`script refused: ${(error as Error).name}`);
    }
    return results;
  });
  expect(outcome).toEqual(['html refused: TypeError', 'script refused: TypeError']);
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
  await expect.poll(() => violations.some((v) => v.startsWith('require-trusted-types-for'))).toBe(true);
  await expect
    .poll(async () => ((await (await request.get('/__csp-report')).json()) as { reports: string[] }).reports.some((r) => r.includes('require-trusted-types-for')))
    .toBe(true);
});
