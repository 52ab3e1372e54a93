import type { Page } from '@playwright/test';
import { FAQ_ITEMS } from '../../src/client/faq/faq-items';
import { FAQ_TITLE } from '../../src/client/faq/faq-questions';
import { HEADER_LABELS } from '../../src/client/header/header-labels';
import { PERSONA_LABELS } from '../../src/client/personas/persona-labels';
import { TAB_LABELS } from '../../src/client/tabs/tab-labels';
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from './axe';
import { expect, test } from './fixtures';

/** The smallest tap target on narrow screens (the brief's 40px; --tap-min in global.css). */
const TAP_MIN_PX = 40;
const faq = (page: Page) => page.getByRole('region', { name: FAQ_TITLE });
const question = (page: Page, index: number) =>
  faq(page).getByRole('button', { name: FAQ_ITEMS[index]?.question ?? '', exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(faq(page)).toBeVisible();
});

test('nothing scrolls sideways at 360px, with an FAQ answer open', { tag: '@phone' }, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await question(page, 3).click();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});

test('header and FAQ controls are at least 40px tall and wide on narrow screens', { tag: '@phone' }, async ({ page }) => {
  const controls = page.locator('header a, header button, .faq button');
  const count = await controls.count();
  expect(count).toBeGreaterThan(FAQ_ITEMS.length);
  for (let i = 0; i < count; i += 1) {
    const box = await controls.nth(i).boundingBox();
    if (!box) continue; // Hidden controls are not tap targets.
    const name = await controls.nth(i).evaluate((el) => el.getAttribute('aria-label') ?? el.textContent ?? '');
    expect.soft(Math.round(box.height), `height of ${name}`).toBeGreaterThanOrEqual(TAP_MIN_PX);
    expect.soft(Math.round(box.width), `width of ${name}`).toBeGreaterThanOrEqual(TAP_MIN_PX);
  }
});

test.describe('accessibility (axe)', () => {
  test('the idle page has no violations, nor with an FAQ answer open', async ({ page }) => {
    await expectNoAxeViolations(page);
    await question(page, 1).click();
    await expect(faq(page).getByRole('region', { name: FAQ_ITEMS[1]?.question })).toBeVisible();
    // Only the FAQ has changed from the page just checked.
    await expectNoAxeViolations(page, { include: '.faq' });
  });

  test('the page with the add-tab dialog open has no violations, in light and dark', async ({ page }) => {
    await page.getByRole('button', { name: TAB_LABELS.addTab, exact: true }).click();
    await expect(page.getByRole('dialog', { name: TAB_LABELS.addDialog })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);
  });

  test('on a phone the idle page has no violations, nor with the persona menu, then Model and theme, open, in light and dark', { tag: '@phone' }, async ({ page }) => {
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: new RegExp(`^${PERSONA_LABELS.trigger('')}`) }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: HEADER_LABELS.modelAndTheme }).click();
    await expect(page.getByRole('radiogroup', { name: HEADER_LABELS.theme })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);
  });

  test('the page with a header dropdown open has no violations, in light and dark', async ({ page }) => {
    for (const name of [HEADER_LABELS.settings, HEADER_LABELS.shortcuts]) {
      await page.getByRole('button', { name, exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);
      await page.keyboard.press('Escape');
    }
  });
});
