import type { Page } from '@playwright/test';
import { MESSAGES, REPLY_LABELS } from '../../src/shared/config/messages';
import { HEADER_LABELS } from '../../src/client/header/header-labels';
import { expect, test } from './fixtures';
import { ask, queryBox, reply } from './reply-helpers';
import { holdPageScript } from './first-frame';

const responseTime = (page: Page) => page.getByRole('status').filter({ hasText: /^Response time: \d+\.\d{2}s$/ });

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(queryBox(page)).toBeVisible();
});

test('on a phone: the short placeholder, no hint, and the box lets go of the focus after a submit', { tag: '@phone' }, async ({ page }) => {
  await expect(queryBox(page)).toHaveAttribute('placeholder', MESSAGES.placeholderMobile);
  await expect(page.getByText(MESSAGES.queryHint)).toHaveCount(0);
  await ask(page, 'on the phone');
  await expect(queryBox(page)).not.toBeFocused();
});

test('the box grows with its content up to its maximum height', async ({ page }) => {
  const start = (await queryBox(page).boundingBox())!.height;
  await queryBox(page).fill('line\n'.repeat(5));
  // Text filled in before the box is hydrated grows it once it is (query-box.tsx takes it then).
  await expect.poll(async () => (await queryBox(page).boundingBox())!.height).toBeGreaterThan(start);
  await queryBox(page).fill('line\n'.repeat(80));
  expect((await queryBox(page).boundingBox())!.height).toBeLessThanOrEqual(400);
});

test('streams the reply: spinner and skeleton first, then text as it arrives', async ({ page, fake }) => {
  const words = Array.from({ length: 30 }, (_, i) => `word${i} `);
  // The fake holds its answer back before it starts, and again before word3.
  await fake.script({ chunks: words, pauses: [0, 3] });
  await ask(page, 'stream please');
  await expect(page.getByRole('progressbar', { name: REPLY_LABELS.loading })).toBeVisible();
  await expect(reply(page)).toHaveCount(0);
  await fake.release();
  await expect(reply(page)).toContainText('word2');
  // Part of the reply is on screen while the rest is still coming.
  await expect(reply(page)).not.toContainText('word3');
  await expect(responseTime(page)).toHaveCount(0);
  await fake.release();
  await expect(reply(page)).toContainText('word29');
  await expect(responseTime(page)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});


test('text typed and sent with Enter before the page’s script has started is sent once it has, once', async ({ page, fake }) => {
  const release = await holdPageScript(page);
  await page.reload();
  await expect(queryBox(page)).toBeVisible();
  await fake.script({ reply: 'Sent from the shell' });
  await queryBox(page).fill('typed early');
  await queryBox(page).press('Enter');
  await expect(queryBox(page)).toHaveValue('typed early');
  release();
  await expect(reply(page)).toContainText('Sent from the shell');
  expect(await fake.requests()).toHaveLength(1);
});

test('presses on the shell before the page’s script has started are made once it has: Submit sends the text once, Settings opens', async ({ page, fake }) => {
  const release = await holdPageScript(page);
  await page.reload();
  await expect(queryBox(page)).toBeVisible();
  await fake.script({ reply: 'Submitted from the shell' });
  await queryBox(page).fill('pressed early');
  await page.getByRole('button', { name: REPLY_LABELS.submit }).click();
  await page.getByRole('button', { name: HEADER_LABELS.settings }).click();
  // Not sent to the server as an address, the browser's way with a form no script has taken.
  expect(new URL(page.url()).search).toBe('');
  release();
  await expect(reply(page)).toContainText('Submitted from the shell');
  await expect(page.getByRole('dialog', { name: MESSAGES.settingsTitle })).toBeVisible();
  expect(await fake.requests()).toHaveLength(1);
});
