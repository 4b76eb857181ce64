import { expect, type Page } from '@playwright/test';

/** WCAG 2.5.5 (AAA) size, the issue's floor for every tappable control, in CSS px. */
export const MIN_TARGET = 44;
/** The mobile column's widest (spec §1). */
export const COLUMN_MAX = 540;

/**
 * Waits for the screen to have settled: the route's page mounted, nothing marked busy (the
 * skeletons, the remote's loading state and the paged lists all say `aria-busy`), and the fonts in,
 * since sizes are measured. Not a time: it waits for what the page itself says.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('main')).not.toBeEmpty();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Every tappable control whose hit box is smaller than 44 × 44 CSS px, described for a failure.
 * The hit box is the element's own box (the kit grows it with min sizes and padding, keeping the
 * drawn icon small), or its label's when larger (a tap on a label toggles its control). Exempt, as
 * WCAG 2.5.8 allows: a link inline in running text; a dense row whose function a full-size
 * control on the same screen also offers (the "equivalent" exception: an order book's levels,
 * which fill the price field), marked `data-target-equivalent="<that control>"`; and controls
 * that cannot be operated (disabled, hidden, or in an inert subtree).
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="menuitem"]',
      '[role="option"]',
    ].join(',');
    const shown = (box: DOMRect) => box.width > 0 && box.height > 0;
    const describe = (element: Element) => {
      const id = element.getAttribute('data-testid');
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
      return `<${element.tagName.toLowerCase()}${id ? ` data-testid="${id}"` : ''}> "${name}"`;
    };
    /** A link among other words of a sentence (its block has text outside it). */
    const inRunningText = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const own = element.textContent?.trim().length ?? 0;
      const block = element.parentElement?.textContent?.trim().length ?? 0;
      return block > own;
    };
    const found: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (element.matches(':disabled, [aria-disabled="true"]') || element.closest('[inert], [aria-hidden="true"]')) continue;
      if (getComputedStyle(element).visibility !== 'visible' || inRunningText(element) || element.hasAttribute('data-target-equivalent')) continue;
      const boxes = [element.getBoundingClientRect(), ...[...((element as HTMLInputElement).labels ?? [])].map((label) => label.getBoundingClientRect())].filter(shown);
      if (boxes.length === 0) continue;
      const width = Math.max(...boxes.map((box) => box.width));
      const height = Math.max(...boxes.map((box) => box.height));
      // A hair under 44 is rem rounding, not a small target.
      if (width < min - 0.5 || height < min - 0.5) found.push(`${describe(element)} ${width.toFixed(0)}×${height.toFixed(0)}`);
    }
    return found;
  }, MIN_TARGET);
}

/**
 * What sticks out sideways: the page scrolling horizontally, any element wider than the viewport,
 * and any box whose content spills past its edge where nothing clips or scrolls it (a price
 * pushed out of its column). Elements inside a horizontal scroller are its content, not overflow.
 */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > viewport + 1) found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${viewport}`);
    const describe = (element: Element) => {
      const id = element.getAttribute('data-testid');
      return `<${element.tagName.toLowerCase()}${id ? ` data-testid="${id}"` : ''} class="${element.getAttribute('class') ?? ''}"> "${element.textContent?.trim().slice(0, 30) ?? ''}"`;
    };
    const scrolledAside = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width > viewport + 1) {
        found.push(`${describe(element)} is ${box.width.toFixed(0)} px wide`);
        continue;
      }
      const style = getComputedStyle(element);
      // SVG and canvas draw inside their own box; inline boxes have no scroll size to compare.
      if (style.display.startsWith('inline') || element instanceof SVGElement || element instanceof HTMLCanvasElement) continue;
      if (style.overflowX === 'visible' && element.scrollWidth > element.clientWidth + 1 && !scrolledAside(element)) {
        found.push(`${describe(element)} spills ${element.scrollWidth - element.clientWidth} px past its edge`);
      }
    }
    return found;
  });
}

/**
 * The body text's size in CSS px: what every paragraph, label and value reads at unless it is a
 * caption or a heading (the kit's `--font-md` on the body, in rem, so it follows the root font size).
 */
export function bodyTextSize(page: Page): Promise<number> {
  return page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).fontSize));
}

/**
 * The app's column, and every fixed box that lies outside it. A fixed box may span the viewport
 * only when it is see-through (a backdrop's dim, a toast host); drawn boxes (tab bar, sheets,
 * toasts) stay in the column.
 */
export function columnPlacement(page: Page): Promise<{ viewport: number; column: { left: number; right: number }; outside: string[] }> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const app = document.querySelector('[data-tabbar]');
    if (!app) throw new Error('the app column ([data-tabbar]) is not on the page');
    const { left, right } = app.getBoundingClientRect();
    const seeThrough = (colour: string) => colour === 'transparent' || /rgba\(.*,\s*0?\.\d+\)$|rgba\(.*,\s*0\)$/.test(colour);
    const outside: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      if (style.position !== 'fixed') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || seeThrough(style.backgroundColor)) continue;
      if (box.left < left - 1 || box.right > right + 1) outside.push(`<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${box.left.toFixed(0)}–${box.right.toFixed(0)}`);
    }
    return { viewport, column: { left, right }, outside };
  });
}

/**
 * Pairs of controls that Tab visits against the reading order: a positive tabindex (which
 * reorders the page), or, on one line, a next control that lies before the previous one in the
 * page's direction (to its right in right to left). Tab follows the DOM; this catches CSS that
 * draws the DOM in another order (row-reverse, order, absolute placement).
 */
export function focusOutOfReadingOrder(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rtl = document.documentElement.dir === 'rtl';
    const tabbable = [...document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]')].filter((element) => {
      if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert], [aria-hidden="true"]')) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible';
    });
    const describe = (element: Element) => `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 24)}"`;
    const found = tabbable.filter((element) => element.tabIndex > 0).map((element) => `${describe(element)} has tabindex ${element.tabIndex}`);
    for (let i = 1; i < tabbable.length; i++) {
      const previous = tabbable[i - 1]!.getBoundingClientRect();
      const next = tabbable[i]!.getBoundingClientRect();
      // The same line: their vertical middles within each other's height.
      const sameLine = Math.abs(previous.top + previous.height / 2 - (next.top + next.height / 2)) < Math.min(previous.height, next.height) / 2;
      const backwards = rtl ? next.left >= previous.right - 1 : next.right <= previous.left + 1;
      if (sameLine && backwards) found.push(`${describe(tabbable[i - 1]!)} then ${describe(tabbable[i]!)}`);
    }
    return found;
  });
}
