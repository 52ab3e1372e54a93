import type { Page } from '@playwright/test';
import { TAB_LABELS } from '../../src/client/tabs/tab-labels';
import { ECHO_PREFIX } from '../fake-upstream/fake-script';
import { expect, test } from './fixtures';
import { activeTab, MOD, seedTabs } from './tab-helpers';
import { queryBox, reply } from './reply-helpers';
import { holdPageScript } from './first-frame';

const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

const FIVE_TABS = ['One', 'Two', 'Three', 'Four', 'Five'].map((title) => ({ title, query: `${title}.` }));

test.beforeEach(async ({ page }) => {
  await seedTabs(page, { write: FIVE_TABS, Chat: [{ title: 'Chat', query: '' }] });
  await page.goto('/');
  await expect(activeTab(page)).toContainText('One');
});

test('the tab shortcuts also work while typing in the query box', async ({ page }) => {
  await queryBox(page).click();
  await page.keyboard.press(`${MOD}+4`);
  await expect(activeTab(page)).toContainText('Four');
  await expect(queryBox(page)).toBeFocused();
});

test('closing a dialog opened with Ctrl+E from the query box puts focus back in the query box', async ({ page }) => {
  await queryBox(page).click();
  await page.keyboard.press(`${MOD}+e`);
  await expect(page.getByRole('dialog', { name: TAB_LABELS.editDialog })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(queryBox(page)).toBeFocused();
});

test('a tab shortcut pressed before the page’s script has started is kept from the browser, and acts once it has', async ({ page }) => {
  const release = await holdPageScript(page);
  await page.addInitScript(() => {
    const seen: boolean[] = [];
    (window as unknown as { keptFromBrowser: boolean[] }).keptFromBrowser = seen;
    addEventListener('keydown', (event) => event.code === 'Digit3' && seen.push(event.defaultPrevented));
  });
  await page.reload();
  await expect(queryBox(page)).toBeVisible();
  await page.keyboard.press(`${MOD}+3`);
  expect(await page.evaluate(() => (window as unknown as { keptFromBrowser: boolean[] }).keptFromBrowser)).toEqual([true]);
  release();
  await expect(activeTab(page)).toContainText('Three');
});

test('/ focuses the query box, but types a slash where text is being typed or with a modifier', async ({ page }) => {
  await page.keyboard.press(`${MOD}+Slash`);
  await expect(queryBox(page)).not.toBeFocused();
  await page.keyboard.press('Slash');
  await expect(queryBox(page)).toBeFocused();
  await expect(queryBox(page)).toHaveValue('');
  await page.keyboard.type('a/b');
  await expect(queryBox(page)).toHaveValue('a/b');

  await page.getByRole('button', { name: TAB_LABELS.addTab }).click();
  const title = page.getByRole('textbox', { name: TAB_LABELS.title });
  await expect(title).toBeFocused();
  await page.keyboard.type('x/y');
  await expect(title).toHaveValue('x/y');
});

test('Ctrl+C copies the whole reply when nothing is selected, and leaves selections to the browser', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await queryBox(page).fill('copy this');
  await queryBox(page).press('Enter');
  await expect(reply(page)).toContainText(`${ECHO_PREFIX}copy this`);

  // Inside the query box Ctrl+C is the ordinary copy of the selected text.
  await queryBox(page).focus();
  await queryBox(page).press(`${MOD}+a`);
  await queryBox(page).press(`${MOD}+c`);
  expect(await clipboard(page)).toBe('copy this');

  await blur(page);
  await page.evaluate(() => window.getSelection()?.removeAllRanges());
  await page.keyboard.press(`${MOD}+c`);
  await expect.poll(() => clipboard(page)).toContain(`${ECHO_PREFIX}copy this`);

  await page.evaluate(() => navigator.clipboard.writeText('before'));
  await reply(page).getByText(ECHO_PREFIX.trim(), { exact: false }).first().selectText();
  await page.keyboard.press(`${MOD}+c`);
  await expect.poll(() => clipboard(page)).not.toBe('before');
  expect(await clipboard(page)).toBe(await page.evaluate(() => window.getSelection()?.toString()));
});

