import type { Page } from '@playwright/test';
import { DEFAULT_PERSONA, STORAGE_KEYS } from '../../src/shared/config/app-config';
import { MESSAGES } from '../../src/shared/config/messages';
import { PRESET_PERSONAS } from '../../src/shared/config/preset-personas';
import { PERSONA_LABELS } from '../../src/client/personas/persona-labels';
import { HEADER_LABELS } from '../../src/client/header/header-labels';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { activeTab, savedTabState, seedTabs, TEST_PERSONAS } from './tab-helpers';

const trigger = (page: Page, persona: string) => page.getByRole('button', { name: PERSONA_LABELS.trigger(persona) });
const nameField = (page: Page) => page.getByRole('textbox', { name: PERSONA_LABELS.field });
const alerts: string[] = [];

async function openMenu(page: Page, persona: string) {
  await trigger(page, persona).click();
  await expect(page.getByRole('button', { name: MESSAGES.addPersona })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  alerts.length = 0;
  page.on('dialog', async (d) => {
    alerts.push(d.message());
    await d.accept();
  });
});

test('choosing a persona selects it with its first tab and remembers it', async ({ page }) => {
  await seedTabs(page, TEST_PERSONAS, 2);
  await page.goto('/');
  await expect(activeTab(page)).toContainText('Expand');
  await openMenu(page, 'write');
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  await expect(trigger(page, 'Chat')).toBeVisible();
  await expect(activeTab(page)).toContainText('Chat');
  await expect(page).toHaveURL('/Chat/Chat');
  expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.selectedPersona)).toBe('"Chat"');
  await page.reload();
  await expect(trigger(page, 'Chat')).toBeVisible();
});

test('an empty name cannot be submitted', async ({ page }) => {
  await seedTabs(page);
  await page.goto('/');
  await openMenu(page, 'write');
  await page.getByRole('button', { name: MESSAGES.addPersona }).click();
  await nameField(page).fill('  !!  ');
  await expect(nameField(page)).toHaveValue('');
  await page.getByRole('dialog').getByRole('button', { name: PERSONA_LABELS.saveAdd }).click();
  await expect(page.getByRole('dialog', { name: PERSONA_LABELS.addDialog })).toBeVisible();
  expect(Object.keys((await savedTabState(page)).initialTabs)).toEqual(['write', 'Chat']);
});

test('renaming the selected persona moves its tabs and the selection to the new name', async ({ page }) => {
  await seedTabs(page, TEST_PERSONAS, 1);
  await page.goto('/');
  await openMenu(page, 'write');
  await page.getByRole('button', { name: PERSONA_LABELS.rename('write') }).click();
  await expect(page.getByRole('dialog', { name: PERSONA_LABELS.renameDialog })).toBeVisible();
  await expect(nameField(page)).toHaveValue('write');
  await nameField(page).fill('prose');
  await nameField(page).press('Enter');
  await expect(trigger(page, 'prose')).toBeVisible();
  await expect(trigger(page, 'prose')).toBeFocused();
  await expect(page).toHaveURL('/prose/Summarise');
  const saved = await savedTabState(page);
  expect(Object.keys(saved.initialTabs)).toEqual(['prose', 'Chat']);
  expect(saved.initialTabs.prose).toEqual(TEST_PERSONAS.write);
});

test('a persona can be deleted after a confirmation; the selected one hands over to the default; the last one stays', async ({ page }) => {
  await seedTabs(page, { ...TEST_PERSONAS, mine: [{ title: 'Mine', query: '' }] }, 0, 'mine');
  await page.goto('/');
  await openMenu(page, 'mine');
  await page.getByRole('button', { name: PERSONA_LABELS.delete('mine') }).click();
  const confirm = page.getByRole('dialog', { name: PERSONA_LABELS.deleteDialog });
  await expect(confirm).toContainText(PERSONA_LABELS.deleteQuestion('mine', 1));
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: PERSONA_LABELS.saveDelete }).click();
  await expect(page.getByText(PERSONA_LABELS.deleted('mine'))).toBeVisible();
  await expect(trigger(page, DEFAULT_PERSONA)).toBeVisible();
  await expect(trigger(page, DEFAULT_PERSONA)).toBeFocused();
  expect(Object.keys((await savedTabState(page)).initialTabs)).toEqual(['write', 'Chat']);

  // Cancelling changes nothing; with one persona left there is nothing to delete.
  await openMenu(page, DEFAULT_PERSONA);
  await page.getByRole('button', { name: PERSONA_LABELS.delete('Chat') }).click();
  await page.getByRole('dialog', { name: PERSONA_LABELS.deleteDialog }).getByRole('button', { name: 'Cancel' }).click();
  await openMenu(page, DEFAULT_PERSONA);
  await page.getByRole('button', { name: PERSONA_LABELS.delete('Chat') }).click();
  await page.getByRole('dialog', { name: PERSONA_LABELS.deleteDialog }).getByRole('button', { name: PERSONA_LABELS.saveDelete }).click();
  await openMenu(page, DEFAULT_PERSONA);
  await expect(page.getByRole('button', { name: /^Rename / })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
});

test('a deleted preset persona comes back with Reset tabs', async ({ page }) => {
  await page.goto('/');
  await openMenu(page, DEFAULT_PERSONA);
  await page.getByRole('button', { name: PERSONA_LABELS.delete('coder') }).click();
  await page.getByRole('dialog', { name: PERSONA_LABELS.deleteDialog }).getByRole('button', { name: PERSONA_LABELS.saveDelete }).click();
  expect(Object.keys((await savedTabState(page)).initialTabs)).not.toContain('coder');
  // Reset removes the stored state and reloads; the page then stores the presets again.
  await page.getByRole('button', { name: HEADER_LABELS.reset }).click();
  const confirm = page.getByRole('dialog', { name: HEADER_LABELS.resetDialog }).getByRole('button', { name: HEADER_LABELS.resetConfirm });
  await Promise.all([page.waitForEvent('load'), confirm.click()]);
  // The page's script starts after the reloaded page's first paint, which may follow its load event.
  await expect.poll(async () => Object.keys((await savedTabState(page))?.initialTabs ?? {})).toEqual(Object.keys(PRESET_PERSONAS));
  // Its tabs arrive after the first paint (the preset data loads then) and are stored in full.
  await expect.poll(async () => (await savedTabState(page)).initialTabs.coder?.length).toBe(PRESET_PERSONAS.coder?.length);
  await openMenu(page, DEFAULT_PERSONA);
  await expect(page.getByRole('button', { name: 'coder', exact: true })).toBeVisible();
});
