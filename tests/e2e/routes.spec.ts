import type { Page } from '@playwright/test';
import { PRESET_PERSONAS } from '../../src/shared/config/preset-personas';
import { expect, test } from './fixtures';
import { activeTab, seedTabs, TEST_PERSONAS, tabs } from './tab-helpers';

const historyLength = (page: Page) => page.evaluate(() => history.length);
/** A new page's history holds about:blank and the page loaded; a pushed URL would add one. */
const LOADED_HISTORY_LENGTH = 2;

test('the root URL is replaced with the selected persona and active tab', async ({ page }) => {
  await seedTabs(page, TEST_PERSONAS, 1);
  await page.goto('/');
  await expect(page).toHaveURL('/write/Summarise');
  expect(await historyLength(page)).toBe(LOADED_HISTORY_LENGTH);
});

test('a first visit to a link naming a preset other than the default opens it, once its tabs have loaded', async ({ page }) => {
  const coderTabs = PRESET_PERSONAS.coder ?? [];
  const second = coderTabs[1]?.title ?? '';
  await page.goto(`/coder/${encodeURIComponent(second)}`);
  await expect(activeTab(page)).toContainText(second);
  await expect(tabs(page)).toHaveCount(coderTabs.length);
  await expect(page).toHaveURL(`/coder/${encodeURIComponent(second)}`);
});

test('paths with more segments redirect to the root and then to the current mode', async ({ page }) => {
  await seedTabs(page);
  await page.goto('/write/formal/extra');
  await expect(page).toHaveURL('/write/formal');
});

test('the URL follows every tab and persona change without adding history entries', async ({ page }) => {
  await seedTabs(page);
  await page.goto('/');
  await expect(page).toHaveURL('/write/formal');
  await tabs(page).nth(2).click();
  await expect(page).toHaveURL('/write/Expand');
  await page.keyboard.press('Control+1');
  await expect(page).toHaveURL('/write/formal');
  expect(await historyLength(page)).toBe(LOADED_HISTORY_LENGTH);
});

test('titles with spaces, capitals and non-Latin letters round-trip through the URL', async ({ page }) => {
  const titles = ['Hindi में अनुवाद', 'Große Änderung', 'Ask / answer?'];
  await seedTabs(page, { write: titles.map((title) => ({ title, query: '' })) });
  for (const title of titles) {
    await page.goto(`/write/${encodeURIComponent(title)}`);
    await expect(activeTab(page)).toHaveAttribute('title', title);
    await expect(page).toHaveURL(`/write/${encodeURIComponent(title)}`);
  }
  await page.goto(`/write/${encodeURIComponent('große änderung')}`);
  await expect(activeTab(page)).toHaveAttribute('title', 'Große Änderung');
});

