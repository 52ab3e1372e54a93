import { MODELS_API_PATH } from '../../src/shared/api-contract';
import { IDLE_WORK_TIMEOUT_MS } from '../../src/shared/config/app-config';
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
  const modelsListed = page.waitForResponse((res) => res.url().endsWith(MODELS_API_PATH));
  await page.goto('/');
  // Everything loaded later has come: drag and drop has bound to the tabs, the model list, the
  // toasts' container and the web-vitals script (after the load event) are in, and the browser has
  // been idle once after them.
  await expect(tabs(page).first()).toHaveAttribute('aria-roledescription', TAB_LABELS.dragRoleDescription);
  await modelsListed;
  await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('web-vitals')));
  await page.evaluate((timeout) => new Promise((resolve) => requestIdleCallback(resolve, { timeout })), IDLE_WORK_TIMEOUT_MS);

  const held = page.locator(HELD);
  await expect(held).toHaveCount(4);
  await expect(page.locator(`${HELD.split(', ').map((s) => `${s}:not([data-first-paint])`).join(', ')}`)).toHaveCount(0);
});
