import type { Page } from '@playwright/test';
import { FIELD_LABELS } from '../../src/shared/config/mode-fields';
import { composePrompt } from '../../src/shared/compose-prompt';
import { expect, test } from './fixtures';
import { queryBox, reply } from './reply-helpers';
import { activeTab, savedTabState, seedTabs, TEST_PERSONAS, type StoredPersonas } from './tab-helpers';

// DESIGN.md, Fields in a mode's instruction: what only a browser proves (the lazy controls on the
// real page, the prompt the provider receives, storage across a reload); the rules are unit-tested.
const LETTER = 'Write to {{Audience}} in {{Language|Korean|Greek|Tamil}}.';
const PERSONAS: StoredPersonas = { ...TEST_PERSONAS, write: [{ title: 'Letter', query: LETTER, showChanges: false }, ...(TEST_PERSONAS.write ?? [])] };
const filled = (audience: string, language: string, text: string) => composePrompt(`Write to ${audience} in ${language}.`, text);

const audience = (page: Page) => page.getByRole('textbox', { name: 'Audience' });
const language = (page: Page) => page.getByRole('combobox', { name: 'Language' });
const userText = (body: unknown) => (body as { messages: { role: string; content: string }[] }).messages.find((m) => m.role === 'user')?.content;

test.beforeEach(async ({ page }) => {
  await seedTabs(page, PERSONAS);
  await page.goto('/');
  await expect(activeTab(page)).toContainText('Letter');
});

test('by keyboard: a blank field refuses the submit, the filled prompt reaches the provider, the values outlive a reload', async ({ page, fake }) => {
  await queryBox(page).focus();
  await page.keyboard.type('Welcome aboard');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(FIELD_LABELS.fillIn('Audience'));
  await expect(audience(page)).toBeFocused();
  await expect(queryBox(page)).toHaveValue('Welcome aboard');

  await page.keyboard.type('new hires');
  await page.keyboard.press('Tab');
  await expect(language(page)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(language(page)).toHaveValue('Greek');
  await page.keyboard.press('Tab');
  await expect(queryBox(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(reply(page)).toContainText('Welcome aboard');
  expect((await fake.requests()).map((request) => userText(request.body))).toEqual([filled('new hires', 'Greek', 'Welcome aboard')]);

  // A choice change sends again for the text already sent, as a tab change does.
  await language(page).selectOption('Tamil');
  await expect.poll(async () => (await fake.requests()).map((request) => userText(request.body))).toContain(filled('new hires', 'Tamil', 'Welcome aboard'));

  await expect.poll(async () => (await savedTabState(page)).initialTabs.write?.[0]).toMatchObject({ fieldValues: { Audience: 'new hires', Language: 'Tamil' } });
  await page.reload();
  await expect(audience(page)).toHaveValue('new hires');
  await expect(language(page)).toHaveValue('Tamil');
});

test('on a phone each field takes a row of its own above the query box, within the screen', { tag: '@phone' }, async ({ page }) => {
  await expect(audience(page)).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  const boxTop = (await queryBox(page).boundingBox())?.y ?? 0;
  const boxes = await Promise.all([audience(page), language(page)].map(async (control) => (await control.boundingBox())!));
  for (const box of boxes) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // A finger's target: at least 40 px high.
    expect(box.height).toBeGreaterThanOrEqual(40);
    expect(box.y + box.height).toBeLessThanOrEqual(boxTop);
  }
  expect(boxes[1]!.y).toBeGreaterThanOrEqual(boxes[0]!.y + boxes[0]!.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
});
