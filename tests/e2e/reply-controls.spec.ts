import type { Page } from '@playwright/test';
import { API_PATH } from '../../src/shared/api-contract';
import { REPLY_LABELS } from '../../src/shared/config/messages';
import { ECHO_PREFIX } from '../fake-upstream/fake-script';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { RENDERED_REPLY_PATH } from './tab-helpers';
import { ask, queryBox, reply } from './reply-helpers';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(queryBox(page)).toBeVisible();
});

test('Stop aborts the upstream call, keeps the text received marked as stopped, and caches nothing', async ({ page, fake }) => {
  // The fake sends 'a ', then 'more ' every 30 ms until the call is aborted.
  await fake.script({ endless: true, chunkDelayMs: 30 });
  await ask(page, 'keep going');
  await expect(reply(page)).toContainText('a more more');
  // The page's call ends (aborted) when Stop is pressed: after that nothing more can arrive.
  const callEnded = page.waitForEvent('requestfailed', (request) => request.url().endsWith(API_PATH));
  await button(page, REPLY_LABELS.stop).click();

  await expect(reply(page).getByRole('status')).toHaveText(REPLY_LABELS.stopped);
  await expect.poll(async () => (await fake.requests())[0]?.aborted).toBe(true);
  await callEnded;
  const kept = await reply(page).locator('.output__body').innerText();
  expect(kept).toMatch(/^a (more )*more$/);
  // What arrived before the abort is all there is, rendered in the next frame at the latest.
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await reply(page).locator('.output__body').innerText()).toBe(kept);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(button(page, REPLY_LABELS.regenerate)).toBeVisible();
  await expectNoAxeViolations(page);

  // Not cached: the same text submitted again is sent again, and answers whole this time.
  await queryBox(page).press('Enter');
  await expect(reply(page)).toContainText(`${ECHO_PREFIX}keep going`);
  expect(await fake.requests()).toHaveLength(2);
  await expect(reply(page).getByRole('status').filter({ hasText: REPLY_LABELS.stopped })).toHaveCount(0);
});

test('Escape in the query box stops the reply; with the settings open it closes them instead', async ({ page, fake }) => {
  await fake.script({ endless: true, chunkDelayMs: 30 });
  await ask(page, 'first');
  await expect(reply(page)).toContainText('a more');
  // A dropdown open over a streaming reply: Escape is the dropdown's.
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Choose an AI Model:' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('radiogroup', { name: 'Choose an AI Model:' })).toHaveCount(0);
  await expect(button(page, REPLY_LABELS.stop)).toBeVisible();
  await queryBox(page).focus();
  await page.keyboard.press('Escape');
  await expect(reply(page).getByRole('status')).toHaveText(REPLY_LABELS.stopped);
  await expect.poll(async () => (await fake.requests())[0]?.aborted).toBe(true);
  await expect(queryBox(page)).toHaveValue('first');
});

test('Regenerate asks again past the cache; the versions page back and forth and Copy copies the one shown', async ({ page, fake, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A mode that opens replies as replies: there Copy gives the markdown (the changes view has its own tests).
  await page.goto(RENDERED_REPLY_PATH);
  await fake.script({ reply: 'The **first** answer' });
  await fake.script({ reply: 'The **second** answer' });
  await ask(page, 'two answers');
  await expect(reply(page)).toContainText('The first answer');
  await expect(page.getByText(REPLY_LABELS.versionOf(1, 1))).toHaveCount(0);

  await button(page, REPLY_LABELS.regenerate).click();
  await expect(reply(page)).toContainText('The second answer');
  const requests = await fake.requests();
  expect(requests).toHaveLength(2);
  expect(requests[1]!.body).toEqual(requests[0]!.body); // The same prompt and model.
  await expect(page.getByText(REPLY_LABELS.versionOf(2, 2))).toBeVisible();

  await button(page, REPLY_LABELS.previousVersion).click();
  await expect(page.getByText(REPLY_LABELS.versionOf(1, 2))).toBeVisible();
  await expect(reply(page)).toContainText('The first answer');
  await reply(page).getByRole('button', { name: REPLY_LABELS.copy, exact: true }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('The **first** answer');

  await button(page, REPLY_LABELS.nextVersion).click();
  await expect(reply(page)).toContainText('The second answer');
  await expectNoAxeViolations(page);

  // The cache holds the latest: submitting the same text again sends nothing and shows it.
  await queryBox(page).press('Enter');
  await expect(reply(page)).toContainText('The second answer');
  expect(await fake.requests()).toHaveLength(2);
});

test('the keyboard alone: Stop, then Regenerate, each taking the focus from the other', async ({ page, fake }) => {
  await fake.script({ endless: true, chunkDelayMs: 30 });
  await fake.script({ reply: 'A whole reply' });
  await ask(page, 'by keyboard');
  // The endless answer has begun: the call that takes it has reached the fake, so Regenerate's call
  // takes the whole reply (a Stop before that would leave the endless answer for Regenerate).
  await expect(reply(page)).toContainText('a more');
  const stop = button(page, REPLY_LABELS.stop);
  await stop.focus();
  await page.keyboard.press('Enter');
  const regenerate = button(page, REPLY_LABELS.regenerate);
  await expect(regenerate).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(reply(page)).toContainText('A whole reply');
  await expect(reply(page).getByRole('status').filter({ hasText: REPLY_LABELS.stopped })).toHaveCount(0);
});
