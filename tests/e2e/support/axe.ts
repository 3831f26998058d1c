// The accessibility scan every browser test runs: axe-core against WCAG 2.2 AA.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every rule id a scan of this run has applied (passed, failed, incomplete or not applicable). */
export const rulesRun = new Set<string>();

/** What axe-core finds against WCAG 2.2 AA on the page, or inside `selector`: one line per rule, naming up to five elements. */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  // Legacy mode runs axe in the page and its frames (ours are all same-origin, which it tests); the
  // default opens a blank page for every scan to gather the results in, about a second of CPU each.
  let scan = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode();
  if (selector) scan = scan.include(selector);
  const results = await scan.analyze();
  for (const group of [results.passes, results.violations, results.incomplete, results.inapplicable]) {
    for (const rule of group) rulesRun.add(rule.id);
  }
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}${v.nodes.length > 5 ? ` and ${v.nodes.length - 5} more` : ''}`,
  );
}
