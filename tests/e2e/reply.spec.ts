import type { Page } from '@playwright/test';
import { MAX_DOCUMENT_CHARS } from '../../src/shared/config/long-document';
import { DOCUMENT_LABELS } from '../../src/client/reply/long-document/document-labels';
import { MESSAGES, REPLY_LABELS } from '../../src/shared/config/messages';
import { ACTIVE_MODELS } from '../../src/shared/config/models';
import { ECHO_PREFIX } from '../fake-upstream/fake-script';
import { expect, test } from './fixtures';
import { ask, queryBox, reply } from './reply-helpers';

const responseTime = (page: Page) => page.getByRole('status').filter({ hasText: /^Response time: \d+\.\d{2}s$/ });
const tabs = (page: Page) => page.getByRole('tablist', { name: 'Modes' }).getByRole('tab');

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(queryBox(page)).toBeVisible();
});

test('typing alone sends nothing; Enter sends and shows the reply with its response time', async ({ page, fake }) => {
  await queryBox(page).fill('hello there');
  await page.waitForTimeout(100); // Give a wrongly eager page the chance to send.
  expect(await fake.requests()).toHaveLength(0);
  await expect(reply(page)).toHaveCount(0);

  await queryBox(page).press('Enter');
  await expect(reply(page)).toContainText(`${ECHO_PREFIX}hello there`);
  await expect(responseTime(page)).toBeVisible();
  await expect(queryBox(page)).toHaveValue('hello there');
  expect(await fake.requests()).toHaveLength(1);
});

test('Shift+Enter adds a line instead of sending; the Submit button sends', async ({ page, fake }) => {
  await queryBox(page).fill('first');
  await queryBox(page).press('Shift+Enter');
  await queryBox(page).pressSequentially('second');
  await expect(queryBox(page)).toHaveValue('first\nsecond');
  expect(await fake.requests()).toHaveLength(0);
  await page.getByRole('button', { name: REPLY_LABELS.submit }).click();
  await expect(reply(page)).toContainText(`${ECHO_PREFIX}first`);
});

test('the placeholder and hint are the desktop ones until the box is focused', async ({ page }) => {
  await expect(queryBox(page)).toHaveAttribute('placeholder', MESSAGES.placeholderDesktop);
  await expect(page.getByText(MESSAGES.queryHint)).toBeVisible();
  await queryBox(page).focus();
  await expect(queryBox(page)).toHaveAttribute('placeholder', MESSAGES.placeholderMobile);
});

test('on a phone: the short placeholder, no hint, and the box lets go of the focus after a submit', { tag: '@phone' }, async ({ page }) => {
  await expect(queryBox(page)).toHaveAttribute('placeholder', MESSAGES.placeholderMobile);
  await expect(page.getByText(MESSAGES.queryHint)).toHaveCount(0);
  await ask(page, 'on the phone');
  await expect(queryBox(page)).not.toBeFocused();
});

test('Clear shows for non-blank text and empties the box', async ({ page }) => {
  const clear = page.getByRole('button', { name: REPLY_LABELS.clear });
  await queryBox(page).fill('   ');
  await expect(clear).toHaveCount(0);
  await queryBox(page).fill('some words here');
  await expect(page.getByText(REPLY_LABELS.wordCount(3))).toBeVisible();
  await clear.click();
  await expect(queryBox(page)).toHaveValue('');
  await expect(queryBox(page)).toBeFocused();
});

test('the box grows with its content up to its maximum height', async ({ page }) => {
  const start = (await queryBox(page).boundingBox())!.height;
  await queryBox(page).fill('line\n'.repeat(5));
  const grown = (await queryBox(page).boundingBox())!.height;
  expect(grown).toBeGreaterThan(start);
  await queryBox(page).fill('line\n'.repeat(80));
  expect((await queryBox(page).boundingBox())!.height).toBeLessThanOrEqual(400);
});

test('streams the reply: spinner and skeleton first, then text as it arrives', async ({ page, fake }) => {
  const words = Array.from({ length: 30 }, (_, i) => `word${i} `);
  await fake.script({ chunks: words, chunkDelayMs: 60, delayMs: 400 });
  await ask(page, 'stream please');
  await expect(page.getByRole('progressbar', { name: REPLY_LABELS.loading })).toBeVisible();
  await expect(reply(page)).toHaveCount(0);
  await expect(reply(page)).toContainText('word2');
  // Part of the reply is on screen while the rest is still coming.
  await expect(reply(page)).not.toContainText('word29');
  await expect(responseTime(page)).toHaveCount(0);
  await expect(reply(page)).toContainText('word29');
  await expect(responseTime(page)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('switching tab re-sends the submitted text with the new instruction, and coming back reuses the cache', async ({ page, fake }) => {
  await ask(page, 'cache me');
  await expect(reply(page)).toContainText(`${ECHO_PREFIX}cache me`);
  await queryBox(page).fill('typed but not submitted');

  await tabs(page).nth(1).click();
  await expect.poll(async () => (await fake.requests()).length).toBe(2);
  await expect(reply(page)).toContainText(`${ECHO_PREFIX}cache me`);
  const [first, second] = await fake.requests();
  expect(JSON.stringify(second!.body)).not.toEqual(JSON.stringify(first!.body));
  expect(JSON.stringify(second!.body)).toContain('cache me');

  await tabs(page).nth(0).click();
  await expect(responseTime(page)).toBeVisible();
  await page.waitForTimeout(100);
  expect(await fake.requests()).toHaveLength(2);
  await expect(queryBox(page)).toHaveValue('typed but not submitted');
});

test('switching model re-sends with the new model', async ({ page, fake }) => {
  await ask(page, 'which model');
  await expect(reply(page)).toContainText(`${ECHO_PREFIX}which model`);
  const other = ACTIVE_MODELS[1]!;
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: other.name }).click();
  await expect.poll(async () => (await fake.requests()).length).toBe(2);
  expect((await fake.requests())[1]!.body).toMatchObject({ model: other.id });
});

test('a superseded request is aborted and its late reply never shows', async ({ page, fake }) => {
  await fake.script({ reply: 'STALE reply of the first tab', delayMs: 1500 });
  await ask(page, 'race');
  await expect(page.getByRole('progressbar')).toBeVisible();
  await tabs(page).nth(1).click();
  await expect(reply(page)).toContainText(`${ECHO_PREFIX}race`);
  await expect.poll(async () => (await fake.requests())[0]?.aborted).toBe(true);
  await page.waitForTimeout(1600);
  await expect(reply(page)).not.toContainText('STALE');
});

test('text over the longest document is refused with a notice, never sent, and stays', async ({ page, fake }) => {
  const long = 'word '.repeat(MAX_DOCUMENT_CHARS / 5 + 1);
  await queryBox(page).fill(long);
  await expect(page.getByRole('alert')).toContainText(DOCUMENT_LABELS.tooLong(long.length));
  await queryBox(page).press('Enter');
  await page.getByRole('button', { name: REPLY_LABELS.submit }).click();
  await page.waitForTimeout(100);
  expect(await fake.requests()).toHaveLength(0);
  await expect(queryBox(page)).toHaveValue(long);
});

test('a rate-limited call shows the error and when to retry, and keeps the text', async ({ page, fake }) => {
  await fake.script({ status: 429, retryAfter: 17 });
  await ask(page, 'too fast');
  const alert = reply(page).getByRole('alert');
  await expect(alert).toContainText(MESSAGES.fetchError);
  await expect(alert).toContainText(/try again in \d+ seconds?/);
  await expect(queryBox(page)).toHaveValue('too fast');
});

test('a server error shows the generic error, and submitting again retries', async ({ page, fake }) => {
  await fake.script({ status: 500, times: 2 }); // The server retries a 5xx once.
  await ask(page, 'fail once');
  await expect(reply(page).getByRole('alert')).toContainText(MESSAGES.fetchError);
  await expect(queryBox(page)).toHaveValue('fail once');
  await queryBox(page).press('Enter');
  await expect(reply(page)).toContainText(`${ECHO_PREFIX}fail once`);
  await expect(reply(page).getByRole('alert')).toHaveCount(0);
});

test('a stream cut midway keeps the text so far, marked as cut short', async ({ page, fake }) => {
  await fake.script({ chunks: ['Alpha ', 'Beta ', 'Gamma ', 'Delta'], cutAfterChunks: 2 });
  await ask(page, 'cut me');
  const alert = reply(page).getByRole('alert');
  await expect(alert).toContainText(REPLY_LABELS.cutShort);
  await expect(alert).toContainText(MESSAGES.fetchError);
  await expect(reply(page)).toContainText('Alpha Beta');
  await expect(reply(page)).not.toContainText('Gamma');
  await expect(queryBox(page)).toHaveValue('cut me');
});

test('a stream whose socket drops midway keeps the text so far too', async ({ page, fake }) => {
  await fake.script({ chunks: ['One ', 'Two ', 'Three'], cutAfterChunks: 2, cutBySocket: true });
  await ask(page, 'drop me');
  await expect(reply(page).getByRole('alert')).toContainText(REPLY_LABELS.cutShort);
  await expect(reply(page)).toContainText('One Two');
});
