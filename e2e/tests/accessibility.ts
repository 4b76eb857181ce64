import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0/2.1/2.2 levels A and AA, and axe's best practices (landmarks, headings, regions). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Elements named per violation; a rule broken by every row of a list would bury the others. */
const MAX_TARGETS = 5;

/**
 * Runs axe over the whole page as it is now and fails with one line per violation: its rule, its
 * impact and the selectors of the elements at fault. AxeBuilder injects axe by evaluating it in
 * each frame, which the page's Content Security Policy allows (an injected <script> it would not).
 * The caller waits for the screen's content first: axe judges what is there, not what is coming.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const report = violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(' '));
    const shown = targets.slice(0, MAX_TARGETS).join(', ') + (targets.length > MAX_TARGETS ? ` and ${targets.length - MAX_TARGETS} more` : '');
    // The first element's reason (for contrast: the colours and the ratio found).
    const first = violation.nodes[0];
    const why = first?.failureSummary?.split('\n').slice(1).join(' ').trim();
    // The elements the reason is about (for nested-interactive: the focusable ones inside).
    const related = [...(first?.any ?? []), ...(first?.all ?? []), ...(first?.none ?? [])].flatMap((check) => check.relatedNodes ?? []).map((node) => node.html);
    return `${violation.id} (${violation.impact ?? 'unknown'}): ${shown}${why ? ` — ${why}` : ''}${related.length ? ` [${related.slice(0, MAX_TARGETS).join(', ')}]` : ''}`;
  });
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}
