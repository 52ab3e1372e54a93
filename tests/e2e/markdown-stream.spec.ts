import { REPLY_LABELS } from '../../src/shared/config/messages';
import { expect, test } from './fixtures';
import { RENDERED_REPLY_PATH } from './tab-helpers';
import { reply } from './reply-helpers';


// The shape of a step-by-step answer that a blank-line splitter breaks: a numbered list whose steps
// are apart and hold a code block, a table, and a reference defined in a block quote further down.
const STEPS = [
  '# Set it up',
  '',
  '1. Install it:',
  '',
  '   ```sh',
  '   npm install thing',
  '   ```',
  '',
  '2. Configure it, as [the guide][guide] says.',
  '',
  '3. Run it.',
  '',
  '| Option | Default |',
  '|--------|---------|',
  '| port   | 3000    |',
  '',
  '> [guide]: https://example.com/guide',
  '',
  'Done.',
].join('\n');

const pieces = (text: string, size: number) => Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));

test.beforeEach(async ({ page }) => {
  await page.goto(RENDERED_REPLY_PATH);
});

test('a streamed step-by-step reply ends as the finished document renders, earlier blocks kept', async ({ page, fake }) => {
  await fake.script({ chunks: pieces(STEPS, 3), chunkDelayMs: 15 });
  await page.getByRole('textbox', { name: REPLY_LABELS.query }).fill('steps please');
  await page.getByRole('textbox', { name: REPLY_LABELS.query }).press('Enter');

  const heading = reply(page).getByRole('heading', { name: 'Set it up' });
  await expect(heading).toBeVisible();
  // Remember the heading's element while the reply is still streaming.
  await heading.evaluate((el) => ((window as unknown as { keptHeading: Element }).keptHeading = el));
  await expect(page.getByRole('status').filter({ hasText: /Response time/ })).toBeVisible();

  const body = reply(page);
  await expect(body.getByRole('list')).toHaveCount(1);
  await expect(body.getByRole('list').getByRole('listitem')).toHaveCount(3);
  await expect(body.getByRole('listitem').first().locator('pre code')).toHaveText('npm install thing');
  await expect(body.getByRole('link', { name: 'the guide' })).toHaveAttribute('href', 'https://example.com/guide');
  await expect(body.getByRole('table')).toBeVisible();
  expect(await heading.evaluate((el) => el === (window as unknown as { keptHeading: Element }).keptHeading)).toBe(true);
});
