import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0/2.1/2.2 levels A and AA, and axe's best practices (landmarks, headings, regions). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Elements named per violation; a rule broken by every row of a list would bury the others. */
const MAX_TARGETS = 5;

/** How bad a violation is, as axe grades it. */
export type AxeImpact = 'minor' | 'moderate' | 'serious' | 'critical';

/**
 * The rules of {@link TAGS} whose impact is one of `impacts` (axe's rule metadata grades each),
 * so a check of serious and critical violations does not run the rules that can only find less.
 */
function rulesOf(impacts: AxeImpact[]): string[] {
  const rules = (axe as unknown as { _audit: { rules: { id: string; tags: string[]; impact?: AxeImpact }[] } })._audit.rules;
  // A rule without a graded impact is kept: better run than silently skipped.
  return rules.filter((rule) => rule.tags.some((tag) => TAGS.includes(tag)) && (!rule.impact || impacts.includes(rule.impact))).map((rule) => rule.id);
}

/**
 * Runs axe over the whole page as it is now and returns one line per violation of the given
 * impacts (default: all): its rule, its impact and the selectors of the elements at fault.
 * AxeBuilder injects axe by evaluating it in each frame, which the page's Content Security Policy
 * allows (an injected <script> it would not). The caller waits for the screen's content first:
 * axe judges what is there, not what is coming.
 */
export async function axeViolations(page: Page, impacts?: AxeImpact[]): Promise<string[]> {
  // Only violations are read, so axe need not collect every passing node (much of its time).
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const { violations } = await (impacts ? builder.withRules(rulesOf(impacts)) : builder.withTags(TAGS)).analyze();
  const counted = impacts ? violations.filter((violation) => impacts.includes(violation.impact as AxeImpact)) : violations;
  return counted.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(' '));
    const shown = targets.slice(0, MAX_TARGETS).join(', ') + (targets.length > MAX_TARGETS ? ` and ${targets.length - MAX_TARGETS} more` : '');
    // The first element's reason (for contrast: the colours and the ratio found).
    const first = violation.nodes[0];
    const why = first?.failureSummary?.split('\n').slice(1).join(' ').trim();
    // The elements the reason is about (for nested-interactive: the focusable ones inside).
    const related = [...(first?.any ?? []), ...(first?.all ?? []), ...(first?.none ?? [])].flatMap((check) => check.relatedNodes ?? []).map((node) => node.html);
    return `${violation.id} (${violation.impact ?? 'unknown'}): ${shown}${why ? ` — ${why}` : ''}${related.length ? ` [${related.slice(0, MAX_TARGETS).join(', ')}]` : ''}`;
  });
}

/** Fails with every axe violation on the page as it is now (see {@link axeViolations}). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page), `axe violations on ${page.url()}`).toEqual([]);
}
