import axe, { type RunOptions } from 'axe-core';
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
 * axe-core is put in the page once per document and run there: @axe-core/playwright evaluated its
 * megabyte of source again at every check. Only violations are collected: axe otherwise describes
 * every element that passes each rule too, work no test reads.
 */
export async function expectNoAxeViolations(page: Page, { include, rules }: AxeScope = {}): Promise<void> {
  // Once what eases in has arrived: colours ease into a new theme and panels fade in (about 120 ms),
  // and axe halfway would measure one theme's text on the other's background, or a half-faded
  // panel. getAnimations() also starts what a style change left pending; endless ones (a spinner) never end.
  await page.waitForFunction(() => !document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity));
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    ({ include, options }) => (window as unknown as { axe: typeof axe }).axe.run(include === undefined ? document : { include: [include] }, options).then((r) => r.violations),
    { include, options: { resultTypes: ['violations'], ...(rules && { runOnly: { type: 'rule', values: rules } }) } satisfies RunOptions },
  );
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
