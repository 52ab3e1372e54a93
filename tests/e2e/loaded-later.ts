import type { Page } from '@playwright/test';
import { MODELS_API_PATH } from '../../src/shared/api-contract';
import { IDLE_WORK_TIMEOUT_MS } from '../../src/shared/config/app-config';
import { TAB_LABELS } from '../../src/client/tabs/tab-labels';
import { expect } from './fixtures';
import { tabs } from './tab-helpers';

/** Starts watching for the page's model list: call before the page loads, await after. */
export const modelsListed = (page: Page) => page.waitForResponse((res) => res.url().endsWith(MODELS_API_PATH));

/**
 * Everything the page loads after its first paint has come: drag and drop has bound to the tabs,
 * the model list, the toasts' container, the FAQ's answers and the web-vitals script (after the load
 * event) are in, and the browser has been idle once after them.
 */
export async function loadedLater(page: Page, listed: Promise<unknown>): Promise<void> {
  await expect(tabs(page).first()).toHaveAttribute('aria-roledescription', TAB_LABELS.dragRoleDescription);
  await listed;
  await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
  await expect(page.locator('.faq-answer p').first()).toBeAttached();
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('web-vitals')));
  await page.evaluate((timeout) => new Promise((resolve) => requestIdleCallback(resolve, { timeout })), IDLE_WORK_TIMEOUT_MS);
}
