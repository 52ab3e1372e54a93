import type { Page } from '@playwright/test';
import { REPLY_LABELS } from '../../src/shared/config/messages';
import { QUICK_REFINEMENTS, refineTemplate } from '../../src/shared/config/refine';
import { errorCause } from '../../src/shared/config/error-messages';
import { SYSTEM_PROMPT } from '../../src/shared/conversation-messages';
import { REFINE_LABELS } from '../../src/client/reply/refine/refine-labels';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { RENDERED_REPLY_PATH } from './tab-helpers';
import { ask, reply } from './reply-helpers';

/* DESIGN.md, Refine: follow-ups and passages, against the real server and the fake provider. */

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const refineBox = (page: Page) => page.getByRole('textbox', { name: REFINE_LABELS.refine, exact: true });
const messagesOf = (body: unknown) => (body as { messages: unknown[] }).messages;

test('a follow-up: three messages upstream, a new version, Previous version, then a failed and a stopped refinement that keep what was on show', async ({
  page,
  fake,
}) => {
  await page.goto(RENDERED_REPLY_PATH);
  await fake.script({ reply: 'The **first** answer.' });
  await ask(page, 'my text');
  await expect(reply(page)).toContainText('The first answer.');

  await fake.script({ chunks: ['A ', 'short ', 'answer.'] });
  await refineBox(page).fill('Shorter, please');
  await refineBox(page).press('Enter');
  await expect(reply(page)).toContainText('A short answer.');
  await expect(page.getByText(REPLY_LABELS.versionOf(2, 2))).toBeVisible();
  const [first, refined] = await fake.requests();
  const query = messagesOf(first!.body)[1];
  expect(messagesOf(refined!.body)).toEqual([
    { role: 'system', content: SYSTEM_PROMPT },
    query,
    { role: 'assistant', content: 'The **first** answer.' },
    { role: 'user', content: refineTemplate('Shorter, please') },
  ]);

  await button(page, REPLY_LABELS.previousVersion).click();
  await expect(reply(page)).toContainText('The first answer.');

  // A provider failure (its one retry too): the version on show and the instruction stay, with the reply's error text.
  await fake.script({ status: 500, times: 2 });
  await refineBox(page).fill('Warmer');
  await button(page, REFINE_LABELS.refine).click();
  await expect(page.getByRole('alert')).toContainText(errorCause('upstream_error'));
  await expect(reply(page)).toContainText('The first answer.');
  await expect(page.getByText(REPLY_LABELS.versionOf(1, 2))).toBeVisible();
  await expect(refineBox(page)).toHaveValue('Warmer');
  await expectNoAxeViolations(page);

  // Stopped with Escape, from the keyboard: the upstream call is aborted, nothing changes.
  await fake.script({ endless: true, chunkDelayMs: 30 });
  await button(page, QUICK_REFINEMENTS[4].label).focus();
  await page.keyboard.press('Enter');
  await expect(reply(page)).toContainText('a more');
  await page.keyboard.press('Escape');
  await expect(page.getByText(REFINE_LABELS.stopped)).toBeVisible();
  await expect.poll(async () => (await fake.requests()).at(-1)?.aborted).toBe(true);
  await expect(reply(page)).toContainText('The first answer.');
  await expect(reply(page)).not.toContainText('a more');
  await expect(page.getByText(REPLY_LABELS.versionOf(1, 2))).toBeVisible();
  await expect(refineBox(page)).toHaveValue('Warmer');
});
