import type { Page } from '@playwright/test';
import { DEFAULT_PERSONA, TAB_TITLE_MAX_LENGTH } from '../../src/shared/config/app-config';
import { REPLY_LABELS } from '../../src/shared/config/messages';
import { expect, test } from './fixtures';
import { HOSTILE_STORAGE_CASES, storageEntries, type HostileStorageCase } from '../fixtures/hostile-storage';
import { activeTab, tabs, tablist } from './tab-helpers';

/**
 * Figure: corrupted and hostile stored values that only a browser engine proves (its storage, its
 * URL, its objects), each loaded by the real page: it loads with its defaults (or the valid part of
 * what was stored) every time, with 0 uncaught errors and 0 dialogs, and still answers afterwards.
 * Every case, these among them, also starts the page in stored-state-hostile.test.tsx.
 */
const CASES = HOSTILE_STORAGE_CASES.filter((c) => c.inBrowser);

/**
 * Stores the case's values from a same-origin page without the app (robots.txt), then opens the app:
 * set from the app itself, the values could be overwritten by the app saving its state as it is left.
 */
async function load(page: Page, stored: HostileStorageCase['stored']): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, storageEntries(stored));
  await page.goto('/');
}

test(`${CASES.length} corrupted or hostile stored values: the page loads with defaults every time`, async ({ page, fake }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  const dialogs: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });

  await page.goto('/robots.txt');
  const cleanPrototype = await page.evaluate(() => Object.getOwnPropertyNames(Object.prototype).sort());
  let loaded = 0;
  for (const c of CASES) {
    await load(page, c.stored);
    await expect(tablist(page), c.name).toBeVisible();
    await expect(activeTab(page), c.name).toBeVisible();
    await expect(page, c.name).toHaveURL(new RegExp(`/${c.persona ?? DEFAULT_PERSONA}/[^/]+$`));
    const [, , title = ''] = new URL(page.url()).pathname.split('/');
    expect(decodeURIComponent(title).length, c.name).toBeLessThanOrEqual(TAB_TITLE_MAX_LENGTH);
    expect(await tabs(page).count(), c.name).toBeGreaterThan(0);
    expect(await page.evaluate(() => Object.getOwnPropertyNames(Object.prototype).sort()), c.name).toEqual(cleanPrototype);
    loaded++;
  }
  // After the last one the page still does its job.
  await fake.script({ reply: 'still fine' });
  const box = page.getByRole('textbox', { name: REPLY_LABELS.query });
  await box.fill('hello');
  await box.press('Enter');
  await expect(page.getByRole('region', { name: REPLY_LABELS.reply })).toContainText('still fine');
  console.log(`FIGURE browser storage: ${CASES.length} corrupted or hostile values across ${new Set(CASES.flatMap((c) => Object.keys(c.stored))).size} keys; loaded with defaults: ${loaded}, uncaught errors: ${errors.length}, dialogs: ${dialogs.length}`);
  expect(errors).toEqual([]);
  expect(dialogs).toEqual([]);
});
