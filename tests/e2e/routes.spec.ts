import type { Page } from '@playwright/test';
import { DEFAULT_PERSONA, STORAGE_KEYS } from '../../src/shared/config/app-config';
import { PRESET_PERSONAS } from '../../src/shared/config/preset-personas';
import { expect, seedStorage, test } from './fixtures';
import { activeTab, savedTabState, seedTabs, storedTabState, TEST_PERSONAS, tabs, tabTitles } from './tab-helpers';

const historyLength = (page: Page) => page.evaluate(() => history.length);
/** A new page's history holds about:blank and the page loaded; a pushed URL would add one. */
const LOADED_HISTORY_LENGTH = 2;

test('the root URL is replaced with the selected persona and active tab', async ({ page }) => {
  await seedTabs(page, TEST_PERSONAS, 1);
  await page.goto('/');
  await expect(page).toHaveURL('/write/Summarise');
  expect(await historyLength(page)).toBe(LOADED_HISTORY_LENGTH);
});

test('a persona and tab title in the URL select them, whatever the title’s case', async ({ page }) => {
  await seedTabs(page);
  await page.goto('/write/EXPAND');
  await expect(activeTab(page)).toContainText('Expand');
  await expect(page).toHaveURL('/write/Expand');
  await page.goto('/Chat');
  await expect(activeTab(page)).toContainText('Chat');
  await expect(page).toHaveURL('/Chat/Chat');
});

test('a first visit to a link naming a preset other than the default opens it, once its tabs have loaded', async ({ page }) => {
  const coderTabs = PRESET_PERSONAS.coder ?? [];
  const second = coderTabs[1]?.title ?? '';
  await page.goto(`/coder/${encodeURIComponent(second)}`);
  await expect(activeTab(page)).toContainText(second);
  await expect(tabs(page)).toHaveCount(coderTabs.length);
  await expect(page).toHaveURL(`/coder/${encodeURIComponent(second)}`);
});

test('an unknown tab title falls back to the first tab; an unknown persona keeps the stored one', async ({ page }) => {
  await seedTabs(page, TEST_PERSONAS, 2);
  await page.goto('/write/nothing-like-this');
  await expect(activeTab(page)).toContainText('Formal');
  await expect(page).toHaveURL('/write/formal');
  await page.evaluate(() => document.querySelectorAll<HTMLElement>('[role="tab"]')[2]?.click());
  await expect(page).toHaveURL('/write/Expand');
  await page.goto('/nobody/Chat');
  await expect(activeTab(page)).toContainText('Expand');
  await expect(page).toHaveURL('/write/Expand');
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

test('a corrupted tab manager state falls back to the preset personas', async ({ page }) => {
  await seedStorage(page, { [STORAGE_KEYS.tabManager]: '{"initialTabs": [oops' });
  await page.goto('/');
  await expect(tabs(page)).toHaveCount(PRESET_PERSONAS[DEFAULT_PERSONA]?.length ?? 0);
  expect(Object.keys((await savedTabState(page)).initialTabs)).toEqual(Object.keys(PRESET_PERSONAS));
});

test('the valid parts of a damaged tab manager state survive', async ({ page }) => {
  await seedStorage(page, {
    [STORAGE_KEYS.tabManager]: storedTabState(
      { write: [{ title: 'Kept', query: 'q' }, { title: 42 }, 'junk'], poems: 'not a list', Chat: [{ title: 'Talk', query: '' }] },
      99,
    ),
    [STORAGE_KEYS.selectedPersona]: JSON.stringify('write'),
  });
  await page.goto('/');
  expect(await tabTitles(page)).toEqual(['Kept']);
  await expect(activeTab(page)).toContainText('Kept');
  const saved = await savedTabState(page);
  expect(Object.keys(saved.initialTabs)).toEqual(['write', 'Chat']);
  expect(saved.activeTabIndex).toBe(0);
});
