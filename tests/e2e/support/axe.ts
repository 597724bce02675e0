import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What axe-core finds on the page against the WCAG 2.x A/AA rules (and its best practices
 * unless `bestPractice: false`), one line each (rule: elements), so an empty list passes.
 * `seriousOnly` keeps the serious and critical findings. The toasts are left out: one still
 * fading in is half transparent by design.
 */
export async function axeFindings(
  page: Page,
  { bestPractice = true, seriousOnly = false }: { bestPractice?: boolean; seriousOnly?: boolean } = {},
): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .exclude('[data-sonner-toaster]')
    .withTags(bestPractice ? [...WCAG, 'best-practice'] : WCAG)
    // Runs axe in the page itself. By default each check also opens a blank page to gather
    // the frames' results, which made a check take 2-3x as long (about 1 s on this machine)
    // for the same findings: our pages have no cross-origin frames, the one thing the
    // default tests and this mode does not. Should one appear, axe's `frame-tested` rule (a
    // best practice, so in every check that keeps those) names it, and the check fails.
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((violation) => !seriousOnly || violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The serious and critical findings, best practices included. */
export const seriousViolations = (page: Page) => axeFindings(page, { seriousOnly: true });
