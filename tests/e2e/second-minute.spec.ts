import { REPLY_LABELS } from '../../src/shared/config/messages';
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
