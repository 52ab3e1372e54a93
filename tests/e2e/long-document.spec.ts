import type { Page } from '@playwright/test';
import { VIEW_LABELS } from '../../src/client/reply/changes/view-labels';
import { DOCUMENT_LABELS } from '../../src/client/reply/long-document/document-labels';
import { joinParts, splitDocument } from '../../src/client/lib/split-document';
import { MESSAGES, REPLY_LABELS } from '../../src/shared/config/messages';
import { PRESET_PERSONAS } from '../../src/shared/config/preset-personas';
import { DEFAULT_PERSONA } from '../../src/shared/config/app-config';
import { documentPlan } from '../../src/shared/document-plan';
import { ECHO_PREFIX } from '../fake-upstream/fake-script';
import { expect, test } from './fixtures';
import { queryBox, reply } from './reply-helpers';

const responseTime = (page: Page) => page.getByRole('status').filter({ hasText: /^Response time: \d+\.\d{2}s$/ });
const progress = (page: Page) => page.getByRole('progressbar', { name: DOCUMENT_LABELS.progress });

/** About 45,000 characters of paragraphs, each with a marker (`MARK<n>.`) a fake script can match. */
function document45k(): string {
  const paragraphs: string[] = [];
  for (let n = 1; paragraphs.join('\n\n').length < 45_000; n++) {
    const sentences = Array.from({ length: 9 }, (_, s) => `Sentence ${s + 1} of paragraph ${n} says something plain about long documents.`);
    paragraphs.push(`MARK${n}. ${sentences.join(' ')}`);
  }
  return paragraphs.join('\n\n');
}

const DOC = document45k();
// The page opens on the default persona's first mode; its plan decides the parts.
const INSTRUCTION = PRESET_PERSONAS[DEFAULT_PERSONA]![0]!.instruction;
const SPLIT = splitDocument(DOC, documentPlan(INSTRUCTION, PRESET_PERSONAS).partMaxChars);
const PARTS = SPLIT.parts;
/** A marker only part `i` (0-based) holds. */
const marker = (i: number) => /MARK\d+\./.exec(PARTS[i]!.text)![0];
const echoOf = (i: number) => `${ECHO_PREFIX}${marker(i)}`;
const userText = (body: unknown) => (body as { messages: { role: string; content: string }[] }).messages.find((m) => m.role === 'user')!.content;

async function send(page: Page) {
  await queryBox(page).fill(DOC);
  await queryBox(page).press('Enter');
}

test.beforeEach(async ({ page }) => {
  expect(DOC.length).toBeGreaterThanOrEqual(45_000);
  expect(PARTS.length).toBeGreaterThan(4);
  await page.goto('/');
  await expect(queryBox(page)).toBeVisible();
});

test('a 45,000-character document goes in parts, in order, two at a time, with progress; Copy copies it whole', async ({ page, fake, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await fake.script({ match: marker(0), delayMs: 1500 });
  await fake.script({ match: marker(1), delayMs: 1500 });
  await queryBox(page).fill(DOC);
  await expect(page.getByText(DOCUMENT_LABELS.sentInParts(PARTS.length))).toBeVisible();
  await queryBox(page).press('Enter');

  await expect(page.getByRole('status').filter({ hasText: DOCUMENT_LABELS.part(1, PARTS.length) })).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(progress(page)).toHaveAttribute('aria-valuemax', String(PARTS.length));
  await page.waitForTimeout(700);
  expect(await fake.requests()).toHaveLength(2); // two at a time: the first two still wait upstream
  await expect(responseTime(page)).toBeVisible({ timeout: 20_000 });
  await expect(progress(page)).toHaveCount(0);

  const sent = (await fake.requests()).map((r) => userText(r.body));
  expect(sent).toHaveLength(PARTS.length);
  expect(sent.slice(0, 2).map((text) => text.includes(marker(0)) || text.includes(marker(1)))).toEqual([true, true]);
  // Formal opens its replies as changes; the parts' replies show under Reply.
  await reply(page).getByRole('radio', { name: VIEW_LABELS.views.reply }).check();
  const shown = await reply(page).innerText();
  const positions = PARTS.map((_, i) => shown.indexOf(echoOf(i)));
  expect(positions.every((at) => at >= 0)).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));

  await reply(page).getByRole('button', { name: REPLY_LABELS.copy, exact: true }).click();
  const whole = joinParts(SPLIT.lead, PARTS, PARTS.map((part) => `${ECHO_PREFIX}${part.text}`));
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(whole);

  // The same document again sends nothing: every part is cached.
  await queryBox(page).press('Enter');
  await page.waitForTimeout(300);
  expect(await fake.requests()).toHaveLength(PARTS.length);
  await expect(responseTime(page)).toBeVisible();
});

test('Stop stops every part, and the server aborts their upstream calls', async ({ page, fake }) => {
  await fake.script({ hang: true, times: 2 });
  await send(page);
  await expect.poll(async () => (await fake.requests()).length).toBe(2);
  await page.getByRole('button', { name: REPLY_LABELS.stop, exact: true }).click();
  await expect(page.getByText(DOCUMENT_LABELS.stopped)).toBeVisible();
  await expect.poll(async () => (await fake.requests()).map((r) => r.aborted)).toEqual([true, true]);
  await page.waitForTimeout(300);
  expect(await fake.requests()).toHaveLength(2);
  await expect(progress(page)).toHaveCount(0);
});

test('a part that fails once is sent again and its reply takes its place', async ({ page, fake }) => {
  await fake.script({ match: marker(2), cutAfterChunks: 3 });
  await send(page);
  await expect(responseTime(page)).toBeVisible({ timeout: 20_000 });
  await expect(reply(page).getByRole('alert')).toHaveCount(0);
  await expect(reply(page)).toContainText(echoOf(2));
  expect(await fake.requests()).toHaveLength(PARTS.length + 1);
});

test('a part that keeps failing shows its error and Retry part at its place; the others stay; it is retried alone', async ({ page, fake }) => {
  await fake.script({ match: marker(2), cutAfterChunks: 3, times: 2 });
  await send(page);
  const alert = reply(page).getByRole('alert');
  await expect(alert).toContainText(DOCUMENT_LABELS.partFailed(3), { timeout: 20_000 });
  await expect(alert).toContainText(MESSAGES.fetchError);
  await expect.poll(async () => (await fake.requests()).length, { timeout: 20_000 }).toBe(PARTS.length + 1);
  await expect(progress(page)).toHaveCount(0);
  for (const i of [0, 1, 3, PARTS.length - 1]) await expect(reply(page)).toContainText(echoOf(i));
  await expect(responseTime(page)).toHaveCount(0);

  await reply(page).getByRole('button', { name: DOCUMENT_LABELS.retryPart(3) }).click();
  await expect(responseTime(page)).toBeVisible();
  await expect(alert).toHaveCount(0);
  await expect(reply(page)).toContainText(echoOf(2));
  const sent = await fake.requests();
  expect(sent).toHaveLength(PARTS.length + 2);
  expect(userText(sent.at(-1)!.body)).toContain(marker(2));
});

test('a rate-limited part waits its Retry-After, shown as a wait and not an error, then goes on', async ({ page, fake }) => {
  await fake.script({ match: marker(1), status: 429, retryAfter: 2 });
  await send(page);
  await expect(page.getByRole('status').filter({ hasText: /waiting \d+ s/ })).toBeVisible();
  await expect(reply(page).getByRole('alert')).toHaveCount(0);
  await expect(responseTime(page)).toBeVisible({ timeout: 20_000 });
  await expect(reply(page)).toContainText(echoOf(1));
});

test('a one-result mode (Summarise) reads every part, then one last call combines their replies into one result', async ({ page, fake }) => {
  const summarise = PRESET_PERSONAS[DEFAULT_PERSONA]!.find((tab) => tab.title === 'Summarise')!;
  const parts = splitDocument(DOC, documentPlan(summarise.instruction, PRESET_PERSONAS).partMaxChars).parts;
  expect(documentPlan(summarise.instruction, PRESET_PERSONAS).combine).toBe(true);
  // Every part holds a marker; the combining call holds only the parts' replies.
  await fake.script({ match: 'MARK', reply: 'Short summary.', times: parts.length, delayMs: 400 });
  await page.getByRole('tab', { name: /Summarise/ }).click();
  await queryBox(page).fill(DOC);
  await expect(page.getByText(DOCUMENT_LABELS.sentInParts(parts.length))).toBeVisible();
  await queryBox(page).press('Enter');
  await expect(progress(page)).toHaveAttribute('aria-valuemax', String(parts.length + 1));
  await expect(responseTime(page)).toBeVisible({ timeout: 20_000 });

  const sent = await fake.requests();
  expect(sent).toHaveLength(parts.length + 1);
  const combined = Array.from({ length: parts.length }, () => 'Short summary.').join('\n\n');
  expect(userText(sent.at(-1)!.body)).toContain(combined);
  await expect(reply(page)).toContainText(`${ECHO_PREFIX}Short summary.`);
  expect((await reply(page).innerText()).match(/Short summary\./g)).toHaveLength(parts.length);
});
