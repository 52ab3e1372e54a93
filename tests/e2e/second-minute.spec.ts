import type { Page } from '@playwright/test';
import { MESSAGES, REPLY_LABELS } from '../../src/shared/config/messages';
import { VIEW_LABELS } from '../../src/client/reply/changes/view-labels';
import { expect, test } from './fixtures';
import { ask, reply } from './reply-helpers';
import { seedTabs, tabs } from './tab-helpers';

/** DESIGN.md, The second minute: what a person keeps after the first reply. */

test('a reply streaming when the person moves to another tab finishes on its own: coming back shows it, two calls in all', async ({ page, fake }) => {
  await seedTabs(page);
  await page.goto('/');
  // Tab 1's reply waits before its third piece until released; tab 2 answers at once (the echo).
  await fake.script({ chunks: ['First ', 'half, ', 'then the rest.'], pauses: [2] });
  await ask(page, 'keep me');
  await expect(reply(page)).toContainText('First half,');

  await tabs(page).nth(1).click();
  await expect(reply(page)).toContainText('Echo: keep me');
  await tabs(page).nth(0).click();
  // Still streaming, where it was, with its Stop: nothing was sent again.
  await expect(reply(page)).toContainText('First half,');
  await expect(page.getByRole('button', { name: REPLY_LABELS.stop })).toBeVisible();
  await fake.release();
  await expect(reply(page)).toContainText('First half, then the rest.');
  await expect(page.getByRole('status').filter({ hasText: /Response time/ })).toBeVisible();

  const requests = await fake.requests();
  expect(requests).toHaveLength(2);
  expect(requests.map((r) => r.aborted)).toEqual([false, false]); // the server's upstream call was never cut
  // Both cached: going back and forth sends nothing more.
  await tabs(page).nth(1).click();
  await expect(reply(page)).toContainText('Echo: keep me');
  expect(await fake.requests()).toHaveLength(2);
});

const LONG = Array.from({ length: 60 }, (_, i) => `Paragraph ${i} of a long reply.`).join('\n\n');

/** The page's scroll position on every frame from now on, to see any jump, however brief. */
async function recordScroll(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const frames: number[] = [];
    (window as unknown as { __scroll: number[] }).__scroll = frames;
    const tick = () => {
      frames.push(window.scrollY);
      requestAnimationFrame(tick);
    };
    tick();
  });
  return () => page.evaluate(() => (window as unknown as { __scroll: number[] }).__scroll);
}

/** Where the reply's controls sit in their toolbar: each shown control's left edge and vertical centre. */
const controlPlaces = (page: Page) =>
  reply(page)
    .locator('.output__toolbar')
    .evaluate((toolbar) => {
      const origin = toolbar.getBoundingClientRect();
      return [...toolbar.children]
        .map((control) => control.getBoundingClientRect())
        .filter((place) => place.width > 0)
        .map((place) => [Math.round(place.left - origin.left), Math.round(place.top + place.height / 2 - origin.top)]);
    });

test('Regenerate at the end of a long reply keeps the scroll position, and Copied moves no control', async ({ page, fake, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await seedTabs(page);
  await page.goto('/');
  await fake.script({ reply: LONG });
  await fake.script({ chunks: ['Another ', LONG], pauses: [0, 1] }); // waits before its start, then after its first words
  await ask(page, 'a long one');
  await expect(reply(page)).toContainText('Paragraph 59');
  const regenerate = page.getByRole('button', { name: REPLY_LABELS.regenerate });
  await regenerate.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(0);

  const scrolls = await recordScroll(page);
  await regenerate.click();
  await expect(page.getByRole('button', { name: REPLY_LABELS.stop })).toBeVisible();
  await fake.release(); // its first words
  await expect(reply(page)).toContainText('Another');
  await fake.release(); // the rest
  await expect(page.getByText(REPLY_LABELS.versionOf(2, 2))).toBeVisible();
  expect(new Set(await scrolls())).toEqual(new Set([before]));

  const places = await controlPlaces(page);
  await reply(page).getByRole('button', { name: REPLY_LABELS.copy, exact: true }).click();
  await expect(reply(page).getByRole('button', { name: MESSAGES.copied, exact: true })).toBeVisible();
  expect(await controlPlaces(page)).toEqual(places);
});

test('on a phone, Copied keeps the reply’s controls on their one row', { tag: '@phone' }, async ({ page, fake, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A tab that shows changes: its toolbar also holds View, the widest it gets.
  await seedTabs(page, { write: [{ title: 'formal', query: 'Make it formal.', showChanges: true }] });
  await page.goto('/');
  await fake.script({ reply: 'The dog sat on the mat.' });
  await ask(page, 'The cat sat on the mat.');
  await expect(reply(page).getByRole('radiogroup', { name: VIEW_LABELS.view })).toBeVisible();
  const places = await controlPlaces(page);
  const middles = places.map(([, middle]) => middle!);
  expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(1); // one row
  await reply(page).getByRole('button', { name: REPLY_LABELS.copy, exact: true }).click();
  await expect(reply(page).getByRole('button', { name: MESSAGES.copied, exact: true })).toBeVisible();
  expect(await controlPlaces(page)).toEqual(places);
});
