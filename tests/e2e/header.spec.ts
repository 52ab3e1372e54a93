import type { Page } from '@playwright/test';
import { RESET_RELOAD_DELAY_MS, RESET_STORAGE_KEYS, STORAGE_KEYS } from '../../src/shared/config/app-config';
import { MESSAGES } from '../../src/shared/config/messages';
import { ACTIVE_MODELS, DEFAULT_MODEL_ID, DEFAULT_PROVIDER } from '../../src/shared/config/models';
import { HEADER_LABELS } from '../../src/client/header/header-labels';
import { PERSONA_LABELS } from '../../src/client/personas/persona-labels';
import { shortcutHelpRows } from '../../src/client/shortcuts/shortcut-help';
import { expect, seedStorage, test } from './fixtures';
import { presetsPlaced, toasterMounted } from './tab-helpers';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const settingsPanel = (page: Page) => page.getByRole('dialog', { name: MESSAGES.settingsTitle });
const shortcutsPanel = (page: Page) => page.getByRole('dialog', { name: MESSAGES.shortcutsTitle });
const personaTrigger = (page: Page) => page.getByRole('button', { name: new RegExp(`^${PERSONA_LABELS.trigger('')}`) });
const otherModel = ACTIVE_MODELS.find((m) => m.id !== DEFAULT_MODEL_ID) ?? ACTIVE_MODELS[0]!;
const defaultModel = ACTIVE_MODELS.find((m) => m.id === DEFAULT_MODEL_ID)!;

async function openSettings(page: Page) {
  await button(page, HEADER_LABELS.settings).click();
  const group = settingsPanel(page).getByRole('radiogroup', { name: MESSAGES.settingsTitle });
  await expect(group).toBeVisible();
  return group;
}

test.describe('wide screens', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: HEADER_LABELS.home })).toBeVisible();
  });

  test('the wide logo links home and every utility is shown', async ({ page }) => {
    const home = page.getByRole('link', { name: HEADER_LABELS.home });
    await expect(home).toHaveAttribute('href', '/');
    await expect(home.locator('img')).toHaveAttribute('src', '/logo-wide.svg');
    for (const name of [HEADER_LABELS.reset, HEADER_LABELS.settings, HEADER_LABELS.shortcuts]) {
      await expect(button(page, name)).toBeVisible();
    }
    await expect(personaTrigger(page)).toBeVisible();
  });

  test('choosing a model toasts its name and survives a reload', async ({ page }) => {
    const group = await openSettings(page);
    await expect(group.getByRole('radio')).toHaveCount(ACTIVE_MODELS.length);
    await expect(group.getByRole('radio', { name: defaultModel.name, exact: true })).toBeChecked();
    await expect(group.getByText(HEADER_LABELS.proTag, { exact: true })).toHaveCount(ACTIVE_MODELS.filter((m) => m.isPro).length);

    await group.getByRole('radio', { name: otherModel.name, exact: true }).check();
    await expect(page.getByText(MESSAGES.modelChanged(otherModel.name))).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.aiModels)).toBe(
      JSON.stringify({ selectedModelId: otherModel.id, provider: DEFAULT_PROVIDER }),
    );

    await page.reload();
    const after = await openSettings(page);
    await expect(after.getByRole('radio', { name: otherModel.name, exact: true })).toBeChecked();
    await expect(after.getByRole('radio', { name: defaultModel.name, exact: true })).not.toBeChecked();
  });

  test('the shortcuts dropdown lists every shortcut with its keys', async ({ page }) => {
    await button(page, HEADER_LABELS.shortcuts).click();
    const panel = shortcutsPanel(page);
    await expect(panel).toBeVisible();
    const rows = shortcutHelpRows(false);
    await expect(panel.locator('tbody tr')).toHaveCount(rows.length);
    for (const row of rows) await expect(panel.getByRole('cell', { name: row.action, exact: true })).toBeVisible();
    await expect(panel.locator('kbd').first()).toBeVisible();
  });

  test('only one dropdown is open at a time; Escape and a click outside close it', async ({ page }) => {
    await openSettings(page);
    await button(page, HEADER_LABELS.shortcuts).click();
    await expect(shortcutsPanel(page)).toBeVisible();
    await expect(settingsPanel(page)).toHaveCount(0);

    await personaTrigger(page).click();
    await expect(shortcutsPanel(page)).toHaveCount(0);
    await page.keyboard.press('Escape');

    await openSettings(page);
    await page.keyboard.press('Escape');
    await expect(settingsPanel(page)).toHaveCount(0);
    await expect(button(page, HEADER_LABELS.settings)).toBeFocused();

    await button(page, HEADER_LABELS.shortcuts).click();
    await expect(shortcutsPanel(page)).toBeVisible();
    await page.mouse.click(5, 400);
    await expect(shortcutsPanel(page)).toHaveCount(0);

    // A second press on the open dropdown's trigger closes it too.
    await openSettings(page);
    await button(page, HEADER_LABELS.settings).click();
    await expect(settingsPanel(page)).toHaveCount(0);
  });
});

test.describe('reset', () => {
  const seeded = {
    [STORAGE_KEYS.aiModels]: JSON.stringify({ selectedModelId: otherModel.id }),
    [STORAGE_KEYS.fontSize]: JSON.stringify('large'),
  };

  async function storedKeys(page: Page) {
    return page.evaluate(() => Object.keys(localStorage).filter((k) => k !== '__seeded'));
  }

  test.beforeEach(async ({ page }) => {
    await seedStorage(page, seeded);
    // The page's timers run on a clock the test moves, so the reload delay is checked exactly.
    await page.clock.install({ time: new Date('2030-01-01T10:00:00') });
    await page.goto('/');
    await expect(button(page, HEADER_LABELS.reset)).toBeVisible();
    await presetsPlaced(page);
    await page.clock.pauseAt(new Date('2030-01-01T10:10:00'));
    await toasterMounted(page);
    await page.evaluate(() => Object.assign(window, { beforeReset: true }));
  });

  test('accepted: removes the stored data, toasts, then reloads after the delay', async ({ page }) => {
    let message = '';
    page.once('dialog', (dialog) => {
      message = dialog.message();
      void dialog.accept();
    });
    await button(page, HEADER_LABELS.reset).click();
    expect(message).toBe(MESSAGES.resetConfirm);
    const left = await storedKeys(page);
    for (const key of RESET_STORAGE_KEYS) expect(left).not.toContain(key);
    expect(left).toContain(STORAGE_KEYS.fontSize);

    // Sonner shows toasts from a timer too, so the clock moves before the toast is looked for.
    await page.clock.runFor(RESET_RELOAD_DELAY_MS - 1);
    await expect(page.getByText(MESSAGES.resetDone)).toBeVisible();
    expect(await page.evaluate(() => 'beforeReset' in window)).toBe(true);

    const reloaded = page.waitForEvent('load');
    await page.clock.runFor(1);
    await reloaded;
    await page.clock.resume();
    expect(await page.evaluate(() => 'beforeReset' in window)).toBe(false);
    const group = await openSettings(page);
    await expect(group.getByRole('radio', { name: defaultModel.name, exact: true })).toBeChecked();
  });

  test('dismissed: keeps everything and does not reload', async ({ page }) => {
    const before = await page.evaluate(() => JSON.stringify(localStorage));
    page.once('dialog', (dialog) => void dialog.dismiss());
    await button(page, HEADER_LABELS.reset).click();
    // Past the reload delay, and still inside the time a toast would stay on screen.
    await page.clock.runFor(RESET_RELOAD_DELAY_MS);
    await expect(page.getByText(MESSAGES.resetDone)).toHaveCount(0);
    expect(await page.evaluate(() => 'beforeReset' in window)).toBe(true);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).toBe(before);
  });
});

test.describe('narrow screens', { tag: '@phone' }, () => {
  test('shows the small logo and only the persona dropdown', async ({ page }) => {
    await page.goto('/');
    const home = page.getByRole('link', { name: HEADER_LABELS.home });
    await expect(home.locator('img')).toHaveAttribute('src', '/logo-icon.svg');
    await expect(personaTrigger(page)).toBeVisible();
    for (const name of [HEADER_LABELS.reset, HEADER_LABELS.settings, HEADER_LABELS.shortcuts]) {
      await expect(button(page, name)).toHaveCount(0);
    }
  });
});
