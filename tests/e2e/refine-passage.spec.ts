import type { Page } from '@playwright/test';
import { MESSAGES, REPLY_LABELS } from '../../src/shared/config/messages';
import { passageTemplate, QUICK_REFINEMENTS } from '../../src/shared/config/refine';
import { REFINE_LABELS } from '../../src/client/reply/refine/refine-labels';
import { VIEW_LABELS } from '../../src/client/reply/changes/view-labels';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect, test, type FakeUpstream } from './fixtures';
import { ask, reply } from './reply-helpers';
import { clickSelect, dragSelect, replyText } from './selection-helpers';
import { RENDERED_REPLY_PATH } from './tab-helpers';

/* DESIGN.md, Refine: a passage selected in the rendered reply, refined alone, against the real server and the fake provider. */

const REPLY = 'Our plan is **simple** and cheap.\n\nWe start on Monday with the outline.\n\n- Draft the outline\n- Review it with the team\n\nThat is all.';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const refineBox = (page: Page) => page.getByRole('textbox', { name: REFINE_LABELS.refine, exact: true });
const selectionButton = (page: Page) => button(page, REFINE_LABELS.refineSelection);
const lastAsk = async (fake: FakeUpstream) => {
  const { messages } = (await fake.requests()).at(-1)!.body as { messages: { role: string; content: string }[] };
  return { reply: messages.at(-2)?.content, ask: messages.at(-1)?.content };
};

/** The markdown of the version on show, as Copy gives it. */
async function copied(page: Page): Promise<string> {
  await reply(page).getByRole('button', { name: REPLY_LABELS.copy, exact: true }).click();
  await expect(reply(page).getByRole('button', { name: MESSAGES.copied, exact: true })).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Refines the passage chosen with `instruction` (typed, or a quick refinement's button), the fake answering `answer`. */
async function refine(page: Page, fake: FakeUpstream, instruction: string, answer: string[], versions: number) {
  await expect(selectionButton(page)).toBeVisible();
  await selectionButton(page).click();
  await expect(refineBox(page)).toBeFocused();
  await fake.script({ chunks: answer });
  const quick = QUICK_REFINEMENTS.find((q) => q.label === instruction);
  if (quick) await button(page, quick.label).click();
  else {
    await refineBox(page).fill(instruction);
    await refineBox(page).press('Enter');
  }
  await expect(page.getByText(REPLY_LABELS.versionOf(versions, versions))).toBeVisible();
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('passages chosen with the mouse, in a paragraph, a list item and across two paragraphs: each asked for alone, each new version the one before with that passage replaced', async ({
  page,
  fake,
}) => {
  await page.goto(RENDERED_REPLY_PATH);
  await fake.script({ reply: REPLY });
  await ask(page, 'my text');
  await expect(replyText(page)).toContainText('That is all.');

  // In a paragraph: dragged over three words.
  await dragSelect(page, 'start', 'Monday');
  await refine(page, fake, 'Make it Tuesday', ['begin ', 'on Tuesday\n'], 2);
  expect(await lastAsk(fake)).toEqual({ reply: REPLY, ask: passageTemplate('Make it Tuesday', 'start on Monday') });
  const second = REPLY.replace('start on Monday', 'begin on Tuesday');
  expect(await copied(page)).toBe(second);

  // In a list item: a triple click takes the item's text, not the next item.
  await clickSelect(page, 'Review', 3);
  await refine(page, fake, QUICK_REFINEMENTS[0].label, ['Check it together'], 3);
  expect(await lastAsk(fake)).toEqual({ reply: second, ask: passageTemplate(QUICK_REFINEMENTS[0].instruction, 'Review it with the team') });
  const third = second.replace('Review it with the team', 'Check it together');
  expect(await copied(page)).toBe(third);
  await expect(replyText(page).getByRole('listitem')).toHaveText(['Draft the outline', 'Check it together']);

  // Across two paragraphs: both whole, markdown and all.
  await dragSelect(page, 'simple', 'begin');
  await refine(page, fake, 'One sentence', ['A *simple* plan starts on Tuesday.'], 4);
  const both = 'Our plan is **simple** and cheap.\n\nWe begin on Tuesday with the outline.';
  expect(await lastAsk(fake)).toEqual({ reply: third, ask: passageTemplate('One sentence', both) });
  expect(await copied(page)).toBe(third.replace(both, 'A *simple* plan starts on Tuesday.'));
  await expect(replyText(page).locator('em')).toHaveText('simple');

  await button(page, REPLY_LABELS.previousVersion).click();
  expect(await copied(page)).toBe(third);
});

test('a passage refined from the keyboard alone: Tab to the reply, arrows and Shift to select, Tab to Refine selection', async ({ page, fake }) => {
  await page.goto(RENDERED_REPLY_PATH);
  await fake.script({ reply: REPLY });
  await ask(page, 'my text');
  await expect(replyText(page)).toContainText('That is all.');
  for (let i = 0; i < 40 && !(await replyText(page).evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(replyText(page)).toBeFocused();

  // Down a line to the second paragraph, then two words selected.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Control+Shift+ArrowRight');
  await page.keyboard.press('Control+Shift+ArrowRight');
  const selected = (await page.evaluate(() => String(document.getSelection()))).trim();
  expect(selected).toMatch(/^We start/);
  // The button shows for the selection as the page hears of it: Tab reaches it from then on.
  await expect(selectionButton(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(selectionButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(refineBox(page)).toBeFocused();
  await fake.script({ reply: 'We begin' });
  await page.keyboard.type('Another verb');
  await page.keyboard.press('Enter');
  await expect(page.getByText(REPLY_LABELS.versionOf(2, 2))).toBeVisible();
  expect(await lastAsk(fake)).toEqual({ reply: REPLY, ask: passageTemplate('Another verb', selected) });
  await expect(replyText(page)).toContainText(REPLY.replace(selected, 'We begin').split('\n')[2]!);
});

test('no accessibility violations with the refine controls, a selection and its button shown, in light and dark', async ({ page, fake }) => {
  await page.goto(RENDERED_REPLY_PATH);
  await fake.script({ reply: REPLY });
  await ask(page, 'my text');
  await expect(replyText(page)).toContainText('That is all.');
  await dragSelect(page, 'start', 'Monday');
  await selectionButton(page).click();
  await expect(page.getByText(REFINE_LABELS.passage)).toBeVisible();
  await dragSelect(page, 'Review', 'team');
  await expect(selectionButton(page)).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
});

test('Changes compares the text with a refined version, and Copy gives the version on show', async ({ page, fake }) => {
  await page.goto('/write/formal');
  const text = 'The cat sat on the mat.';
  await fake.script({ reply: 'The cat sat on the **mat**, quietly.' });
  await ask(page, text);
  await expect(reply(page).locator('ins')).toHaveText([', quietly']);
  await fake.script({ reply: 'The dog sat on the mat.' });
  await refineBox(page).fill('Make it a dog');
  await refineBox(page).press('Enter');
  await expect(page.getByText(REPLY_LABELS.versionOf(2, 2))).toBeVisible();
  const view = reply(page).getByRole('radiogroup', { name: VIEW_LABELS.view });
  await view.getByRole('radio', { name: VIEW_LABELS.views.changes }).check();
  await expect(reply(page).locator('del')).toHaveText(['cat']);
  await expect(reply(page).locator('ins')).toHaveText(['dog']);
  await view.getByRole('radio', { name: VIEW_LABELS.views.reply }).check();
  expect(await copied(page)).toBe('The dog sat on the mat.');
});

test('on a phone: Refine selection shows within the screen under a selection, and a tap then the box refine the passage', { tag: '@phone' }, async ({ page, fake }) => {
  await page.goto(RENDERED_REPLY_PATH);
  await fake.script({ reply: REPLY });
  await ask(page, 'my text');
  await expect(replyText(page)).toContainText('That is all.');
  // A long press selects a word on a touch screen; here, the selection it makes, ending near the right edge.
  await replyText(page).evaluate((body) => {
    const text = [...body.querySelectorAll('p')][1]!.firstChild as Text;
    document.getSelection()!.setBaseAndExtent(text, text.data.indexOf('Monday'), text, text.data.indexOf(' with'));
  });
  await expect(selectionButton(page)).toBeVisible();
  const box = (await selectionButton(page).boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(box.height).toBeGreaterThanOrEqual(36);
  await selectionButton(page).tap();
  await expect(page.getByText(REFINE_LABELS.passage)).toBeVisible();
  await fake.script({ reply: 'Tuesday' });
  await refineBox(page).fill('Another day');
  await button(page, REFINE_LABELS.refine).tap();
  await expect(page.getByText(REPLY_LABELS.versionOf(2, 2))).toBeVisible();
  expect(await lastAsk(fake)).toEqual({ reply: REPLY, ask: passageTemplate('Another day', 'Monday') });
  await expect(replyText(page)).toContainText('We start on Tuesday with the outline.');
});
