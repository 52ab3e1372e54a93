import type { Page } from '@playwright/test';
import { UNDO_WINDOW_MS } from '../../src/shared/config/app-config';
import { MESSAGES } from '../../src/shared/config/messages';
import { HEADER_LABELS } from '../../src/client/header/header-labels';
import { TAB_LABELS } from '../../src/client/tabs/tab-labels';
import { shortcutHelpRows } from '../../src/client/shortcuts/shortcut-help';
import { ECHO_PREFIX } from '../fake-upstream/fake-script';
import { expect, test } from './fixtures';
import { activeTab, MOD, seedTabs, tabTitles, toasterMounted } from './tab-helpers';
import { queryBox, reply } from './reply-helpers';

const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

const FIVE_TABS = ['One', 'Two', 'Three', 'Four', 'Five'].map((title) => ({ title, query: `${title}.` }));

test.beforeEach(async ({ page }) => {
  await seedTabs(page, { write: FIVE_TABS, Chat: [{ title: 'Chat', query: '' }] });
  await page.goto('/');
  await expect(activeTab(page)).toContainText('One');
});

test('Ctrl+1 to Ctrl+9 jump to that tab; Ctrl+0 and numbers beyond the count go to the last', async ({ page }) => {
  await page.keyboard.press(`${MOD}+3`);
  await expect(activeTab(page)).toContainText('Three');
  await page.keyboard.press(`${MOD}+1`);
  await expect(activeTab(page)).toContainText('One');
  await page.keyboard.press(`${MOD}+0`);
  await expect(activeTab(page)).toContainText('Five');
  await page.keyboard.press(`${MOD}+2`);
  await page.keyboard.press(`${MOD}+9`);
  await expect(activeTab(page)).toContainText('Five');
});

test('Ctrl+[ and Ctrl+] step to the previous and next tab, wrapping around', async ({ page }) => {
  await page.keyboard.press(`${MOD}+BracketLeft`);
  await expect(activeTab(page)).toContainText('Five');
  await page.keyboard.press(`${MOD}+BracketRight`);
  await expect(activeTab(page)).toContainText('One');
  await page.keyboard.press(`${MOD}+BracketRight`);
  await expect(activeTab(page)).toContainText('Two');
});

test('the tab shortcuts also work while typing in the query box', async ({ page }) => {
  await queryBox(page).click();
  await page.keyboard.press(`${MOD}+4`);
  await expect(activeTab(page)).toContainText('Four');
  await expect(queryBox(page)).toBeFocused();
});

test('Ctrl+E opens the active tab in the Edit tab dialog', async ({ page }) => {
  await page.keyboard.press(`${MOD}+2`);
  await page.keyboard.press(`${MOD}+e`);
  const dialog = page.getByRole('dialog', { name: TAB_LABELS.editDialog });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: TAB_LABELS.title })).toHaveValue('Two');
  await page.keyboard.press(`${MOD}+3`);
  await page.keyboard.press('Escape');
  await expect(activeTab(page)).toContainText('Two');
});

test('closing a dialog opened with Ctrl+E from the query box puts focus back in the query box', async ({ page }) => {
  await queryBox(page).click();
  await page.keyboard.press(`${MOD}+e`);
  await expect(page.getByRole('dialog', { name: TAB_LABELS.editDialog })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(queryBox(page)).toBeFocused();
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

test('Ctrl+Z undoes a tab removal within the window, and is the text field’s own undo otherwise', async ({ page }) => {
  await page.clock.install();
  await page.reload();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await toasterMounted(page);
  await queryBox(page).click();
  await page.keyboard.type('hello');
  await page.keyboard.press(`${MOD}+z`);
  await expect(queryBox(page)).not.toHaveValue('hello');

  await page.getByRole('button', { name: TAB_LABELS.removeTab }).click();
  expect(await tabTitles(page)).toEqual(['Two', 'Three', 'Four', 'Five']);
  await page.clock.fastForward(UNDO_WINDOW_MS - 100);
  await page.keyboard.press(`${MOD}+z`);
  await expect.poll(() => tabTitles(page)).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);
  await page.clock.runFor(100);
  await expect(page.getByText(MESSAGES.tabRestored)).toBeVisible();
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

test('the Keyboard shortcuts dropdown lists every shortcut', async ({ page }) => {
  await page.getByRole('button', { name: HEADER_LABELS.shortcuts, exact: true }).click();
  const panel = page.getByRole('dialog', { name: MESSAGES.shortcutsTitle });
  await expect(panel).toBeVisible();
  for (const row of shortcutHelpRows(false)) await expect(panel.getByText(row.action, { exact: true })).toBeVisible();
});
