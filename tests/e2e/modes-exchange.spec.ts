import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PERSONA_NAME_MAX_LENGTH } from '../../src/shared/config/app-config';
import { FIELD_PROBLEMS } from '../../src/shared/config/mode-fields';
import { MODES_FILE_NAME, MODES_FORMAT, MODES_FORMAT_VERSION } from '../../src/shared/config/modes-exchange';
import { PRESET_PERSONAS } from '../../src/shared/config/preset-personas';
import { EXCHANGE_LABELS, EXCHANGE_PROBLEMS as P } from '../../src/client/exchange/exchange-labels';
import { HEADER_LABELS } from '../../src/client/header/header-labels';
import { PERSONA_LABELS } from '../../src/client/personas/persona-labels';
import { DIALOG_LABELS } from '../../src/client/ui/dialog-labels';
import { expect, test } from './fixtures';
import { activeTab, savedTabState, seedTabs, tabTitles, TEST_PERSONAS, type StoredPersonas } from './tab-helpers';

const WITH_FIELDS: StoredPersonas = {
  ...TEST_PERSONAS,
  mine: [
    { title: 'Translate', query: 'Translate into {{Language|French|Hindi|Swahili}} for {{Audience}}.', showChanges: false },
    { title: 'Tidy', query: 'Fix the grammar.', showChanges: true },
  ],
};
const modesFile = (personas: unknown) => JSON.stringify({ format: MODES_FORMAT, version: MODES_FORMAT_VERSION, personas });
const asFile = (personas: StoredPersonas) => Object.entries(personas).map(([name, tabs]) => ({ name, tabs }));

const menuButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const importDialog = (page: Page) => page.getByRole('dialog', { name: EXCHANGE_LABELS.dialog });

async function openMenu(page: Page, persona: string) {
  await page.getByRole('button', { name: PERSONA_LABELS.trigger(persona) }).click();
  await expect(menuButton(page, EXCHANGE_LABELS.importModes)).toBeVisible();
}

async function importText(page: Page, persona: string, text: string, name = MODES_FILE_NAME) {
  await openMenu(page, persona);
  const chooser = page.waitForEvent('filechooser');
  await menuButton(page, EXCHANGE_LABELS.importModes).click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(importDialog(page)).toBeVisible();
}

test('Export modes downloads every persona and its modes, fields as written, by keyboard alone', async ({ page }) => {
  await seedTabs(page, WITH_FIELDS);
  await page.goto('/');
  await expect(activeTab(page)).toContainText(/formal/i);
  await page.getByRole('button', { name: PERSONA_LABELS.trigger('write') }).focus();
  await page.keyboard.press('Enter');
  const exportButton = menuButton(page, EXCHANGE_LABELS.exportModes);
  await expect(exportButton).toBeVisible();
  // Tab through the menu to the entry, as a keyboard user does.
  for (let i = 0; i < 20 && !(await exportButton.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(exportButton).toBeFocused();
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toBe(MODES_FILE_NAME);
  const content: unknown = JSON.parse(await readFile((await file.path()) ?? '', 'utf8'));
  expect(content).toEqual({ format: MODES_FORMAT, version: MODES_FORMAT_VERSION, personas: asFile(WITH_FIELDS) });
});

test('Reset’s confirmation offers Export modes first: the file holds the modes, and nothing goes before Reset', async ({ page }) => {
  await seedTabs(page, WITH_FIELDS);
  await page.goto('/');
  await expect(activeTab(page)).toContainText(/formal/i);
  await page.getByRole('button', { name: HEADER_LABELS.reset }).click();
  const dialog = page.getByRole('dialog', { name: HEADER_LABELS.resetDialog });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: EXCHANGE_LABELS.exportModes }).click();
  const file = await download;
  const content: unknown = JSON.parse(await readFile((await file.path()) ?? '', 'utf8'));
  expect(content).toEqual({ format: MODES_FORMAT, version: MODES_FORMAT_VERSION, personas: asFile(WITH_FIELDS) });
  // Still asking: the modes are kept until Reset.
  await expect(dialog).toBeVisible();
  expect((await savedTabState(page)).initialTabs).toEqual(WITH_FIELDS);
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: HEADER_LABELS.resetConfirm }).click()]);
  // The reloaded page stores the presets again, once its script has started (after its first paint).
  await expect.poll(async () => Object.keys((await savedTabState(page))?.initialTabs ?? {})).toEqual(Object.keys(PRESET_PERSONAS));
});

test('a good file shows what it adds and changes, changes nothing before Import, then merges', async ({ page }) => {
  await seedTabs(page);
  await page.goto('/');
  await expect(activeTab(page)).toContainText(/formal/i);
  const before = await savedTabState(page);
  const file = modesFile([
    { name: 'write', tabs: [{ title: 'FORMAL', query: 'Make it very formal.' }, { title: 'Pirate', query: 'Say it like a pirate.' }] },
    ...asFile({ mine: WITH_FIELDS.mine ?? [] }),
  ]);
  await importText(page, 'write', file);
  const dialog = importDialog(page);
  await expect(dialog.getByRole('region', { name: EXCHANGE_LABELS.willAdd })).toContainText(EXCHANGE_LABELS.add('mine', 2));
  const changes = dialog.getByRole('region', { name: EXCHANGE_LABELS.willChange });
  await expect(changes).toContainText(EXCHANGE_LABELS.appended('write', ['Pirate']));
  await expect(changes).toContainText(EXCHANGE_LABELS.updated('write', ['FORMAL']));
  expect(await savedTabState(page)).toEqual(before);

  await dialog.getByRole('button', { name: EXCHANGE_LABELS.confirm }).click();
  await expect(importDialog(page)).toBeHidden();
  await expect.poll(async () => (await tabTitles(page)).map((title) => title.trim().toLowerCase())).toEqual(['formal', 'summarise', 'expand', 'pirate']);
  const saved = (await savedTabState(page)).initialTabs;
  expect(saved.write?.[0]).toEqual({ title: 'FORMAL', query: 'Make it very formal.', showChanges: false });
  expect(saved.mine).toEqual(WITH_FIELDS.mine);
});

test('on a phone the menu reaches Import modes, the dialog fits the screen with Import in reach, and the import lands', { tag: '@phone' }, async ({ page }) => {
  await seedTabs(page);
  await page.goto('/');
  await expect(activeTab(page)).toContainText(/formal/i);
  await importText(page, 'write', modesFile(asFile({ mine: WITH_FIELDS.mine ?? [] })));
  const dialog = importDialog(page);
  const width = page.viewportSize()?.width ?? 0;
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  const confirm = dialog.getByRole('button', { name: EXCHANGE_LABELS.confirm });
  await confirm.scrollIntoViewIfNeeded();
  await expect(confirm).toBeInViewport();
  await confirm.tap();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await savedTabState(page)).initialTabs.mine).toEqual(WITH_FIELDS.mine);
});

// Each kind of problem a file can have is named by readModesFile (modes-exchange.test.ts); here, the
// dialog shows a file's problems, all of them, and offers no Import.
test('a bad file is refused with every problem named, and nothing changes', async ({ page }) => {
  await seedTabs(page);
  await page.goto('/');
  await expect(activeTab(page)).toContainText(/formal/i);
  const before = await savedTabState(page);
  const longName = 'n'.repeat(PERSONA_NAME_MAX_LENGTH + 1);
  const cases: [string, string, string[]][] = [
    ['not JSON', '{"format": "writing-assistant-modes", ', [P.notJson]],
    [
      'three problems in two personas',
      modesFile([
        { name: longName, tabs: [{ title: 'T', query: 'q' }] },
        { name: 'team', tabs: [{ title: ' ', query: 'q' }, { title: 'Tone', query: 'In a {{Tone|warm||dry}} tone' }] },
      ]),
      [P.nameTooLong, P.titleMissing, P.fieldBroken(FIELD_PROBLEMS.emptyOption('Tone'))],
    ],
  ];
  for (const [what, text, problems] of cases) {
    await test.step(what, async () => {
      await importText(page, 'write', text, `${what}.json`);
      const dialog = importDialog(page);
      const found = dialog.getByRole('region', { name: EXCHANGE_LABELS.problemsFound });
      for (const problem of problems) await expect(found).toContainText(problem);
      await expect(dialog.getByRole('button', { name: EXCHANGE_LABELS.confirm })).toHaveCount(0);
      await dialog.getByRole('button', { name: DIALOG_LABELS.cancel }).click();
      await expect(dialog).toBeHidden();
    });
  }
  expect(await savedTabState(page)).toEqual(before);
});

test('Share persona copies a link that opens the persona in a fresh browser, leaving the address clean', async ({ page, browser, baseURL }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await seedTabs(page, WITH_FIELDS, 0, 'mine');
  await page.goto('/');
  await expect(activeTab(page)).toContainText('Translate');
  await openMenu(page, 'mine');
  await menuButton(page, EXCHANGE_LABELS.sharePersona).click();
  await expect(page.getByText(EXCHANGE_LABELS.linkCopied('mine'))).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/#share=/);

  const fresh = await browser.newContext({ baseURL });
  const other = await fresh.newPage();
  await other.goto(link);
  const dialog = importDialog(other);
  await expect(dialog.getByRole('region', { name: EXCHANGE_LABELS.willAdd })).toContainText(EXCHANGE_LABELS.add('mine', 2));
  // Read once, the fragment is gone from the address (it never went to the server).
  expect(new URL(other.url()).hash).toBe('');
  await dialog.getByRole('button', { name: EXCHANGE_LABELS.confirm }).click();
  await expect(other.getByRole('button', { name: PERSONA_LABELS.trigger('mine') })).toBeVisible();
  await expect.poll(async () => (await savedTabState(other)).initialTabs.mine).toEqual(WITH_FIELDS.mine);
  await fresh.close();
});

test('a persona too long for a link is saved as a file instead, and the page says so', async ({ page }) => {
  // Instructions that barely compress: twenty of them pass any address limit.
  const noise = (seed: number) => Array.from({ length: 2000 }, (_, i) => String.fromCharCode(33 + ((seed * 7919 + i * i * 31) % 90)).replace(/[{}]/, 'x')).join('');
  const big = Array.from({ length: 10 }, (_, i) => ({ title: `Mode ${i}`, query: noise(i), showChanges: false }));
  await seedTabs(page, { ...TEST_PERSONAS, big }, 0, 'big');
  await page.goto('/');
  await openMenu(page, 'big');
  const download = page.waitForEvent('download');
  await menuButton(page, EXCHANGE_LABELS.sharePersona).click();
  const content: unknown = JSON.parse(await readFile((await (await download).path()) ?? '', 'utf8'));
  expect(content).toEqual({ format: MODES_FORMAT, version: MODES_FORMAT_VERSION, personas: [{ name: 'big', tabs: big }] });
  await expect(page.getByText(EXCHANGE_LABELS.linkTooLong('big'))).toBeVisible();
});
