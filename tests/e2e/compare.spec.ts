import { STORAGE_KEYS } from '../../src/shared/config/app-config';
import { REPLY_LABELS } from '../../src/shared/config/messages';
import { ACTIVE_MODELS, DEFAULT_MODEL_ID, DEFAULT_PROVIDER } from '../../src/shared/config/models';
import { COMPARE_SETTINGS_LABELS } from '../../src/client/header/compare-labels';
import { COMPARE_LABELS } from '../../src/client/reply/compare/compare-labels';
import { HEADER_LABELS, THEME_LABELS } from '../../src/client/header/header-labels';
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from './axe';
import { expect, seedStorage, test } from './fixtures';
import { ask, reply } from './reply-helpers';
import { storedTabState } from '../fixtures/stored-tab-state';
import { seedTabs, tabs, TEST_PERSONAS } from './tab-helpers';
import type { Page } from '@playwright/test';

/** DESIGN.md, Compare models: the selected (default) model and the two others, through the real server. */
const selected = ACTIVE_MODELS.find((m) => m.id === DEFAULT_MODEL_ID)!;
const [first, second] = ACTIVE_MODELS.filter((m) => m.id !== DEFAULT_MODEL_ID);
if (!first || !second) throw new Error('the built-in list has three models');

const comparingBoth = JSON.stringify({
  version: 2,
  selectedModelId: DEFAULT_MODEL_ID,
  provider: DEFAULT_PROVIDER,
  compareWith: [first, second].map((m) => ({ provider: DEFAULT_PROVIDER, id: m.id })),
});
const modelOf = (request: { body: unknown }) => (request.body as { model: string }).model;
const article = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const responseTime = (page: Page, name: string) => article(page, name).getByRole('status').filter({ hasText: /Response time/ });

/** The test modes (replies open as replies) and both other models compared, in one seeding. */
const seedComparing = (page: Page) =>
  seedStorage(page, {
    [STORAGE_KEYS.tabManager]: storedTabState(TEST_PERSONAS),
    [STORAGE_KEYS.selectedPersona]: JSON.stringify('write'),
    [STORAGE_KEYS.aiModels]: comparingBoth,
  });

async function openSettings(page: Page) {
  await page.getByRole('button', { name: HEADER_LABELS.settings }).click();
  return page.getByRole('group', { name: COMPARE_SETTINGS_LABELS.compareWith });
}

test('three models get their calls at once; Stop in one stops that call only, a 429 in one leaves the others; axe light and dark', async ({ page, fake }) => {
  await seedComparing(page);
  await page.goto('/');
  await fake.script({ model: selected.id, reply: 'The selected model answers.', pauses: [0] });
  await fake.script({ model: first.id, status: 429, retryAfter: 30 });
  await fake.script({ model: second.id, chunks: ['Third ', 'model ', 'streams.'], pauses: [2] });
  await ask(page, 'compare me');

  // The selected model's answer waits before it starts, the third's halfway: both are in flight at once.
  await expect(article(page, second.name)).toContainText('Third model');
  await expect.poll(async () => (await fake.requests()).length).toBe(3);
  const requests = await fake.requests();
  expect(requests.map(modelOf).sort()).toEqual([selected.id, first.id, second.id].sort());
  const stillOpen = requests.filter((r) => r.closedAt === undefined).map(modelOf);
  expect(stillOpen.sort()).toEqual([selected.id, second.id].sort());
  await expect(page.getByRole('article')).toHaveText([new RegExp(selected.name), new RegExp(first.name), new RegExp(second.name)]);

  // The rate limit shows in its own article, with its own countdown.
  await expect(article(page, first.name).getByRole('alert')).toBeVisible();
  await expect(article(page, first.name).getByRole('button', { name: /Retry in/ })).toBeDisabled();

  const streamedAt = (await article(page, second.name).getByRole('region').boundingBox())!.y;
  await article(page, second.name).getByRole('button', { name: REPLY_LABELS.stop }).click();
  await expect.poll(async () => (await fake.requests()).find((r) => modelOf(r) === second.id)?.aborted).toBe(true);
  await expect(article(page, second.name)).toContainText(REPLY_LABELS.stopped);
  // `Use this model` comes in a place kept for it: the reply does not move down.
  await expect(article(page, second.name).getByRole('button', { name: COMPARE_LABELS.useThisModel })).toBeVisible();
  expect((await article(page, second.name).getByRole('region').boundingBox())!.y).toBe(streamedAt);
  await expect(article(page, selected.name).getByRole('button', { name: REPLY_LABELS.stop })).toBeVisible();
  expect((await fake.requests()).find((r) => modelOf(r) === selected.id)?.aborted).toBe(false);

  await fake.release();
  await expect(responseTime(page, selected.name)).toBeVisible();
  await expect(article(page, selected.name)).toContainText('The selected model answers.');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: HEADER_LABELS.settings }).click();
  await page.getByRole('radio', { name: THEME_LABELS.dark }).check();
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);
});

/** The test modes, the first with a choice field (DESIGN.md, Fields in a mode's instruction). */
const WITH_TONE = { ...TEST_PERSONAS, write: (TEST_PERSONAS.write ?? []).map((tab, i) => (i === 0 ? { ...tab, query: 'Make it {{Tone|formal|casual}}.' } : tab)) };

test('switching tabs and back sends nothing, a field change sends the three calls at once, unchecking shows the single reply from the cache, a reload keeps the choice', async ({ page, fake }) => {
  await seedTabs(page, WITH_TONE);
  await page.goto('/');
  const group = await openSettings(page);
  await group.getByRole('checkbox', { name: first.name, exact: true }).check();
  await group.getByRole('checkbox', { name: second.name, exact: true }).check();
  await page.reload();
  const kept = await openSettings(page);
  await expect(kept.getByRole('checkbox', { name: first.name, exact: true })).toBeChecked();
  await expect(kept.getByRole('checkbox', { name: second.name, exact: true })).toBeChecked();
  await page.keyboard.press('Escape');

  await ask(page, 'switch me');
  for (const model of [selected, first, second]) await expect(responseTime(page, model.name)).toBeVisible();
  await tabs(page).nth(1).click();
  await expect.poll(async () => (await fake.requests()).filter((r) => r.closedAt !== undefined).length).toBe(6);
  for (const model of [selected, first, second]) await expect(responseTime(page, model.name)).toBeVisible();
  await tabs(page).nth(0).click();
  await expect(article(page, first.name)).toContainText('Echo: switch me');

  // A choice change: one call per model, all three received while none is answered; back sends nothing.
  await fake.script({ reply: 'Casual.', pauses: [0], times: 3 });
  const tone = page.getByRole('combobox', { name: 'Tone' });
  await tone.selectOption('casual');
  await expect.poll(async () => (await fake.requests()).length).toBe(9);
  const casual = (await fake.requests()).slice(6);
  expect(casual.map(modelOf).sort()).toEqual([selected.id, first.id, second.id].sort());
  expect(casual.filter((r) => r.closedAt !== undefined)).toEqual([]);
  await fake.release();
  for (const model of [selected, first, second]) await expect(article(page, model.name)).toContainText('Casual.');
  await tone.selectOption('formal');
  for (const model of [selected, first, second]) await expect(article(page, model.name)).toContainText('Echo: switch me');

  const group2 = await openSettings(page);
  await group2.getByRole('checkbox', { name: first.name, exact: true }).uncheck();
  await group2.getByRole('checkbox', { name: second.name, exact: true }).uncheck();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(reply(page)).toContainText('Echo: switch me');
  // A later submit marks the end: everything before it came from the cache.
  await ask(page, 'one more');
  await expect(reply(page)).toContainText('Echo: one more');
  expect(await fake.requests()).toHaveLength(10);
});

test('at 390 px the articles stack, nothing scrolls sideways, and axe is clean in light and dark', { tag: '@phone' }, async ({ page }) => {
  await seedTabs(page);
  await page.goto('/');
  // The phone's settings: the header's Model and theme has the group too.
  await page.getByRole('button', { name: HEADER_LABELS.modelAndTheme }).click();
  const group = page.getByRole('group', { name: COMPARE_SETTINGS_LABELS.compareWith });
  for (const model of [first, second]) await group.getByRole('checkbox', { name: model.name, exact: true }).check();
  await page.keyboard.press('Escape');
  await ask(page, 'stack us');
  for (const model of [selected, first, second]) await expect(responseTime(page, model.name)).toBeVisible();
  const boxes = await Promise.all([selected, first, second].map((m) => article(page, m.name).boundingBox()));
  const [a, b, c] = boxes.map((box) => box!);
  expect([b!.x, c!.x]).toEqual([a!.x, a!.x]);
  expect(b!.y).toBeGreaterThanOrEqual(a!.y + a!.height);
  expect(c!.y).toBeGreaterThanOrEqual(b!.y + b!.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolationsInBothThemes(page);
});
