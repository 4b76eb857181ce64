import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * What a finished screen's controls look like, judged from computed styles (no pixel baselines),
 * for any screen: call it once the screen's content is there.
 *
 * - Every visible button inside a form, or inside a `role="group"` of buttons (chips, segmented
 *   controls), has padding on both inline sides, centred text (`text-align: center`, or flex or
 *   grid centring) and is at least 44 px tall: a tap target with its label in the middle.
 * - A form's submit button keeps its label on one line ("Second contract" wrapped once).
 * - No visible native checkbox, radio or file input is left (the kit draws its own and keeps the
 *   native one invisible or visually hidden), and every visible select has `appearance: none`.
 * - Nothing is wider than the viewport: `document.documentElement.scrollWidth <= innerWidth`, the
 *   outermost elements that stick out named in the failure.
 *
 * A full-page screenshot is attached to the test's report first (named by `label`), so the failing
 * and the passing screens can both be looked at; it is never compared.
 */
export async function expectFinishedControls(page: Page, testInfo: TestInfo, label = new URL(page.url()).pathname): Promise<void> {
  await testInfo.attach(`${label} (${testInfo.project.name || 'chromium'})`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  const problems = await page.evaluate(findUnfinishedControls, MIN_TARGET_PX);
  expect(problems, `unfinished controls on ${label}`).toEqual([]);
}

/** The smallest tap target, in CSS pixels (the kit's --control-height is 44 px on a 375-wide screen). */
const MIN_TARGET_PX = 44;

/** Runs in the page: one line per problem found. */
function findUnfinishedControls(minTarget: number): string[] {
  const problems: string[] = [];
  // A short, recognisable name for an element in a failure message.
  const describe = (element: Element) => {
    const testId = element.getAttribute('data-testid');
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
    const type = element.getAttribute('type');
    return `<${element.tagName.toLowerCase()}${type ? ` type=${type}` : ''}${testId ? ` data-testid=${testId}` : ''}> "${name}"`;
  };
  // Drawn on screen: rendered, not transparent, not invisible, and more than the 1 px of a visually hidden element.
  const visible = (element: Element) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1;
  };
  const px = (value: string) => Number.parseFloat(value) || 0;

  const buttons = new Set<Element>(document.querySelectorAll('form button, [role="group"] button'));
  for (const button of buttons) {
    if (!visible(button)) continue;
    const style = getComputedStyle(button);
    const box = button.getBoundingClientRect();
    const flexOrGrid = /flex|grid/.test(style.display);
    const centred =
      /center/.test(style.textAlign) || (flexOrGrid && (style.justifyContent === 'center' || (style.display.includes('grid') && /center/.test(style.justifyItems))));
    if (px(style.paddingLeft) <= 0 || px(style.paddingRight) <= 0) problems.push(`${describe(button)} has no inline padding (${style.paddingLeft} / ${style.paddingRight})`);
    if (!centred) problems.push(`${describe(button)} is not centred (text-align ${style.textAlign}, ${style.display} justify-content ${style.justifyContent})`);
    if (box.height < minTarget - 0.5) problems.push(`${describe(button)} is ${box.height.toFixed(1)} px tall, under ${minTarget} px`);
  }

  // The lines a submit's label takes: the distinct tops of its text boxes.
  for (const submit of document.querySelectorAll('form button[type="submit"]')) {
    if (!visible(submit)) continue;
    const tops = new Set<number>();
    const walker = document.createTreeWalker(submit, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    if (tops.size > 1) problems.push(`${describe(submit)} wraps onto ${tops.size} lines`);
  }

  for (const input of document.querySelectorAll('input[type="checkbox"], input[type="radio"], input[type="file"]')) {
    if (visible(input)) problems.push(`${describe(input)} is a visible native control (appearance ${getComputedStyle(input).appearance})`);
  }
  for (const select of document.querySelectorAll('select')) {
    const appearance = getComputedStyle(select).appearance;
    if (visible(select) && appearance !== 'none') problems.push(`${describe(select)} keeps the browser's appearance (${appearance})`);
  }

  const viewport = window.innerWidth;
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > viewport) {
    // The outermost elements reaching past either edge, outside any box that scrolls or clips them.
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > viewport + 0.5 || box.left < -0.5);
    };
    const offenders = [...document.body.querySelectorAll('*')].filter(
      (element) => sticksOut(element) && !clipped(element) && !(element.parentElement && element.parentElement !== document.body && sticksOut(element.parentElement)),
    );
    const named = offenders.slice(0, 5).map((element) => {
      const box = element.getBoundingClientRect();
      return `${describe(element)} [${Math.round(box.left)}, ${Math.round(box.right)}] class="${element.getAttribute('class') ?? ''}"`;
    });
    problems.push(`the page is ${scrollWidth} px wide on a ${viewport} px screen: ${named.join('; ') || 'no single element found'}`);
  }
  return problems;
}
