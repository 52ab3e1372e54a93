import { PERSONA_TRIGGER_ID } from '../../src/client/personas/persona-labels';
import { TAB_LABELS } from '../../src/client/tabs/tab-labels';
import { expect, test } from './fixtures';
import { seedTabs, tabs } from './tab-helpers';

/** What a person can hold at first paint: every tab, and the persona menu's trigger. */
const HELD = `[role="tab"], #${PERSONA_TRIGGER_ID}`;

test('the tabs and the persona trigger painted first are the ones still there once the page is idle', async ({ page }) => {
  await seedTabs(page);
  // Tags the elements of the first paint, once, before any code loaded later can touch them.
  await page.addInitScript((selector) => {
    const observer = new MutationObserver(() => {
      const held = document.querySelectorAll(selector);
      if (held.length === 0) return;
      held.forEach((element) => element.setAttribute('data-first-paint', ''));
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, HELD);
  await page.goto('/');
  // Drag and drop has bound to the tabs (it loads when the page is idle), then some time passes.
  await expect(tabs(page).first()).toHaveAttribute('aria-roledescription', TAB_LABELS.dragRoleDescription);
  await page.waitForTimeout(3_000);

  const held = page.locator(HELD);
  await expect(held).toHaveCount(4);
  await expect(page.locator(`${HELD.split(', ').map((s) => `${s}:not([data-first-paint])`).join(', ')}`)).toHaveCount(0);
});
