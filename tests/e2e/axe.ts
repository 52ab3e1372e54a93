import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface AxeScope {
  /** Only the part this selects, when only it has changed from a page another test checks. */
  include?: string;
  /** Only these rules (axe ids). */
  rules?: string[];
}

/**
 * Runs axe-core on the page as it is now and lists every violation, so a failure names them.
 *
 * Legacy mode runs axe.run in the page itself. The default mode runs it in parts and joins them in
 * a blank page of its own, which injects axe (half a megabyte of script) a second time: about a
 * second more per check, for cross-origin frames this page does not have. Only violations are
 * collected: axe otherwise describes every element that passes each rule too (6 % of the browser
 * tests' CPU), and a check reads only the violations.
 */
export async function expectNoAxeViolations(page: Page, { include, rules }: AxeScope = {}): Promise<void> {
  // Once what eases in has arrived: colours ease into a new theme and panels fade in (about 120 ms),
  // and axe halfway would measure one theme's text on the other's background, or a half-faded
  // panel. getAnimations() also starts what a style change left pending; endless ones (a spinner) never end.
  await page.waitForFunction(() => !document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity));
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (include !== undefined) builder = builder.include(include);
  if (rules !== undefined) builder = builder.withRules(rules);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary})`).join(', ')}`);
  expect(summary).toEqual([]);
}

/** The axe rules about colours: all that differs between the light theme and the dark. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The check in the light theme, then its colour rules in the dark: the System theme (the default)
 * follows the device, which the test sets. The page stays dark afterwards.
 */
export async function expectNoAxeViolationsInBothThemes(page: Page, { include }: Pick<AxeScope, 'include'> = {}): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    await expectNoAxeViolations(page, { include, rules: colorScheme === 'dark' ? COLOUR_RULES : undefined });
  }
}
