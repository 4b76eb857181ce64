import { expect, test, type Page } from '@playwright/test';
import { PORT } from '../playwright.config';
import { dev } from './support';
import { patchSettings } from './auth-support';

/**
 * The bottom tab bar's labels stay on one line and whole on a 390 px phone: a label too long
 * for its tab at the regular size makes the bar step every label down to its compact size;
 * none wraps or is cut. The longest labels there can be are the web3 ones of the DeFi and
 * Earn tabs (a tenant with the web3 flag), five tabs sharing the bar.
 */
const MERIDIAN = `http://meridian.localhost:${PORT}`;
const ALL_LANGUAGES = ['af', 'ar', 'da', 'de', 'en', 'es', 'fr', 'hi', 'it', 'iw', 'ja', 'ko', 'nl', 'pl', 'pt', 'ru', 'th', 'tr', 'tw', 'vi', 'zh'];

interface LabelBox {
  text: string;
  /** Line boxes of the label's text. */
  lines: number;
  /** Wider than the label's box: cut (an ellipsis), not whole. */
  cut: boolean;
  /** The label's box inside its tab's. */
  inside: boolean;
}

async function labelBoxes(page: Page): Promise<{ fit: string | undefined; labels: LabelBox[] }> {
  const bar = page.locator('nav:has([data-tab-label])');
  await expect(bar.locator('[data-tab-label]').first()).toBeVisible();
  // Measured once the web fonts are in, as the bar measures itself.
  await page.evaluate(() => document.fonts.ready);
  return bar.evaluate((nav: HTMLElement) => ({
    fit: nav.dataset.fit,
    labels: Array.from(nav.querySelectorAll<HTMLElement>('[data-tab-label]')).map((label) => {
      const range = document.createRange();
      range.selectNodeContents(label);
      const lineTops = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
      const tab = label.parentElement!.getBoundingClientRect();
      const box = label.getBoundingClientRect();
      return {
        text: label.textContent ?? '',
        lines: lineTops.size,
        cut: label.scrollWidth > label.clientWidth,
        inside: box.left >= tab.left - 0.5 && box.right <= tab.right + 0.5,
      };
    }),
  }));
}

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ request }) => dev.reset(request));

/** Opens `origin`/home in `language` (the tenant's storage prefix) and measures the bar. */
async function homeIn(page: Page, origin: string, prefix: string, language: string) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [`${prefix}_LANGUAGE`, language] as const);
  await page.goto(`${origin}/home`);
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${{ tw: 'zh-TW', zh: 'zh-CN', iw: 'he', en: 'en-US' }[language] ?? language}$`));
  return labelBoxes(page);
}

function expectWhole({ fit, labels }: Awaited<ReturnType<typeof labelBoxes>>, language: string) {
  expect(labels.length).toBeGreaterThanOrEqual(3);
  for (const label of labels) expect(label, `${language}: ${label.text} (${fit})`).toEqual({ text: label.text, lines: 1, cut: false, inside: true });
}

for (const language of ['en', 'ru', 'de', 'ar']) {
  test(`atrium's five tabs: every label on one line, whole, in ${language}`, async ({ page }) => {
    await page.goto('/language-selection');
    const measured = await homeIn(page, '', 'Atrium', language);
    expectWhole(measured, language);
    expect(measured.fit).toBe('regular');
  });
}

test('the longest labels (web3 DeFi and Earn among five tabs) fit in every language, compact where needed', async ({ page, request }) => {
  test.setTimeout(240_000);
  const tab = (key: string) => ({ key, isOpen: true, linkUrl: `/${key}`, imgUrl: `/api/static/tabs/${key}.svg`, checkedImgUrl: `/api/static/tabs/${key}-active.svg` });
  await patchSettings(request, 'meridian', { tab: [tab('home'), tab('quote'), tab('defi'), tab('financial'), tab('assets')] });
  await page.goto(`${MERIDIAN}/language-selection`);
  const compact: string[] = [];
  for (const language of ALL_LANGUAGES) {
    const measured = await homeIn(page, MERIDIAN, 'Meridian', language);
    expect(measured.labels).toHaveLength(5);
    expectWhole(measured, language);
    if (measured.fit === 'compact') {
      compact.push(language);
      // One size for every label of the bar, not only the long one.
      const sizes = await page.locator('[data-tab-label]').evaluateAll((spans) => spans.map((span) => getComputedStyle(span).fontSize));
      expect(new Set(sizes).size, language).toBe(1);
    }
  }
  // German's "Web3 Verdienen" needs the compact size here: the step is really taken.
  expect(compact).toContain('de');
});
