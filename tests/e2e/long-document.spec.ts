import type { Page } from '@playwright/test';
import { VIEW_LABELS } from '../../src/client/reply/changes/view-labels';
import { DOCUMENT_LABELS } from '../../src/client/reply/long-document/document-labels';
import { QUERY_BOX_LABELS } from '../../src/client/query-box/query-box-labels';
import { joinParts, splitDocument } from '../../src/client/lib/split-document';
import { REPLY_LABELS } from '../../src/shared/config/messages';
import { PRESET_PERSONAS } from '../../src/shared/config/preset-personas';
import { DEFAULT_PERSONA } from '../../src/shared/config/app-config';
import { documentPlan } from '../../src/shared/document-plan';
import { ECHO_PREFIX, type RecordedRequest } from '../fake-upstream/fake-script';
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
const PLAN = documentPlan(INSTRUCTION, PRESET_PERSONAS);
const SPLIT = splitDocument(DOC, PLAN.partMaxChars);
const PARTS = SPLIT.parts;
/** A marker only part `i` (0-based) holds. */
const marker = (i: number) => /MARK\d+\./.exec(PARTS[i]!.text)![0];
const echoOf = (i: number) => `${ECHO_PREFIX}${marker(i)}`;
const userText = (body: unknown) => (body as { messages: { role: string; content: string }[] }).messages.find((m) => m.role === 'user')!.content;

/** The most calls the fake upstream was answering at one moment. */
function mostAtOnce(records: RecordedRequest[]): number {
  // A call that ended frees its place before one that began in the same millisecond takes it.
  const events = records.flatMap((r) => [[r.receivedAt, 1], [r.closedAt ?? Infinity, -1]] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let now = 0;
  let most = 0;
  for (const [, change] of events) most = Math.max(most, (now += change));
  return most;
}

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
  // The first two parts wait upstream until released: meanwhile nothing else may go.
  await fake.script({ match: marker(0), pauses: [0] });
  await fake.script({ match: marker(1), pauses: [0] });
  await queryBox(page).fill(DOC);
  await expect(page.getByText(QUERY_BOX_LABELS.sentInParts(PARTS.length))).toBeVisible();
  await queryBox(page).press('Enter');

  await expect(page.getByRole('status').filter({ hasText: DOCUMENT_LABELS.part(1, PARTS.length) })).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(progress(page)).toHaveAttribute('aria-valuemax', String(PARTS.length));
  await expect.poll(async () => (await fake.requests()).length).toBe(2);
  await fake.release();
  await expect(responseTime(page)).toBeVisible({ timeout: 20_000 });
  await expect(progress(page)).toHaveCount(0);

  // Two at a time: while the first two wait upstream nothing else goes, and never more than two.
  const records = await fake.requests();
  expect(mostAtOnce(records)).toBe(2);
  const sent = records.map((r) => userText(r.body));
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

  // The same document again sends nothing: every part is cached. The end of that is marked by the
  // next document, with a paragraph added: it sends only the parts that changed.
  await queryBox(page).press('Enter');
  await expect(responseTime(page)).toBeVisible();
  const longer = `${DOC}\n\nMARKEND. One more paragraph.`;
  const changed = splitDocument(longer, PLAN.partMaxChars).parts.filter((part) => !PARTS.some((old) => old.text === part.text));
  await queryBox(page).fill(longer);
  await queryBox(page).press('Enter');
  await expect.poll(async () => (await fake.requests()).some((r) => userText(r.body).includes('MARKEND'))).toBe(true);
  await expect(progress(page)).toHaveCount(0);
  await expect(responseTime(page)).toBeVisible();
  const all = await fake.requests();
  expect(all).toHaveLength(PARTS.length + changed.length);
  expect(all.slice(PARTS.length).map((r) => userText(r.body))).toEqual(changed.map((part) => expect.stringContaining(part.text)));
});

test('Stop stops every part, and the server aborts their upstream calls', async ({ page, fake }) => {
  await fake.script({ hang: true, times: 2 });
  await send(page);
  await expect.poll(async () => (await fake.requests()).length).toBe(2);
  await page.getByRole('button', { name: REPLY_LABELS.stop, exact: true }).click();
  await expect(page.getByText(DOCUMENT_LABELS.stopped)).toBeVisible();
  await expect.poll(async () => (await fake.requests()).map((r) => r.aborted)).toEqual([true, true]);
  await expect(progress(page)).toHaveCount(0);
  // Nothing more goes once stopped. The next submit marks the end: its call is the third.
  await queryBox(page).fill('after the stop');
  await queryBox(page).press('Enter');
  await expect.poll(async () => (await fake.requests()).length).toBeGreaterThanOrEqual(3);
  const sent = (await fake.requests()).map((r) => userText(r.body));
  expect(sent).toHaveLength(3);
  expect(sent[2]).toContain('after the stop');
});
