import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from './axe';
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/shared/config/app-config';
import { MESSAGES, REPLY_LABELS } from '../../src/shared/config/messages';
import { expect, test } from './fixtures';
import { RENDERED_REPLY_PATH } from './tab-helpers';
import { ask, reply } from './reply-helpers';


const RICH_REPLY = [
  '# Plan',
  '',
  'Some **bold** text and a [link](https://example.com/docs).',
  '',
  '| Step | Done |',
  '|------|------|',
  '| one  | yes  |',
  '',
  '```python',
  'def greet(name):',
  '    # say hello',
  '    return f"Hello {name}" + str(42)',
  '```',
  '',
  '```ts',
  `const veryLongLine = ${JSON.stringify('x'.repeat(300))};`,
  '```',
].join('\n');

async function showReply(page: Page, fake: { script: (s: { reply: string }) => Promise<void> }, markdown: string) {
  await fake.script({ reply: markdown });
  await ask(page, 'show me');
  await expect(page.getByRole('status').filter({ hasText: /Response time/ })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.goto(RENDERED_REPLY_PATH);
});

test('Copy also puts the rendered reply on the clipboard as HTML, without the page’s buttons', async ({ page, fake, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await showReply(page, fake, '**Bold** words\n\n```js\nconst a = 1;\n```');
  await expect(reply(page).locator('strong')).toHaveText('Bold');
  await reply(page).getByRole('button', { name: REPLY_LABELS.copy, exact: true }).click();
  await expect(reply(page).getByRole('button', { name: MESSAGES.copied, exact: true })).toBeVisible();
  const pasted = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    const read = async (type: string) => (item?.types.includes(type) ? (await item.getType(type)).text() : null);
    return { html: await read('text/html'), text: await read('text/plain') };
  });
  expect(pasted.text).toBe('**Bold** words\n\n```js\nconst a = 1;\n```');
  expect(pasted.html).toContain('<strong>Bold</strong>');
  expect(pasted.html).toContain('const');
  expect(pasted.html).not.toContain('<button');
  expect(pasted.html).not.toContain('data-source-');
});

test('two columns apply until the next load', async ({ page, fake }) => {
  await showReply(page, fake, 'Column text');
  const columns = reply(page).getByRole('radiogroup', { name: REPLY_LABELS.columns });
  await columns.getByRole('radio', { name: REPLY_LABELS.columnLayouts.double }).check();
  await expect(reply(page).locator('.output__body')).toHaveCSS('column-count', '2');
  expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.columnLayout)).toContain('double');

  await page.reload();
  await showReply(page, fake, 'Column text');
  await expect(reply(page).getByRole('radio', { name: REPLY_LABELS.columnLayouts.single })).toBeChecked();
  expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.columnLayout)).toContain('single');
});

test('the reply takes the skeleton’s place without moving it up', async ({ page, fake }) => {
  // Record where the skeleton and the output sit on every frame, so the check does not race the stream.
  await page.evaluate(() => {
    const frames: { skeleton?: [number, number]; output?: [number, number] }[] = [];
    (window as unknown as { __frames: typeof frames }).__frames = frames;
    const place = (selector: string): [number, number] | undefined => {
      const rect = document.querySelector(selector)?.getBoundingClientRect();
      return rect && [rect.top + window.scrollY, rect.height];
    };
    const tick = () => {
      frames.push({ skeleton: place('.reply-area__skeleton'), output: place('.output') });
      requestAnimationFrame(tick);
    };
    tick();
  });
  await fake.script({ chunks: ['Short ', 'reply'], delayMs: 300, chunkDelayMs: 200 });
  await ask(page, 'layout');
  await expect(page.getByRole('status').filter({ hasText: /Response time/ })).toBeVisible();
  const frames = await page.evaluate(
    () => (window as unknown as { __frames: { skeleton?: [number, number]; output?: [number, number] }[] }).__frames,
  );
  const lastSkeleton = frames.findLast((f) => f.skeleton)?.skeleton;
  const firstOutput = frames.find((f) => f.output)?.output;
  expect(lastSkeleton).toBeDefined();
  expect(firstOutput).toBeDefined();
  expect(Math.abs(firstOutput![0] - lastSkeleton![0])).toBeLessThanOrEqual(1);
  expect(firstOutput![1]).toBeGreaterThanOrEqual(lastSkeleton![1] - 1);
});

test('no horizontal scroll at 360px, tap targets of at least 40px, S/M/L sizes and no column toggle on a narrow screen', { tag: '@phone' }, async ({ page, fake }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await showReply(page, fake, RICH_REPLY);
  // Narrow screens show S/M/L (the accessible names stay Small/Medium/Large) and one column only.
  await expect(reply(page).getByRole('radiogroup', { name: REPLY_LABELS.fontSize }).getByText('S', { exact: true })).toBeVisible();
  await expect(reply(page).getByRole('radiogroup', { name: REPLY_LABELS.columns })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const targets = [
    page.getByRole('button', { name: REPLY_LABELS.submit }),
    page.getByRole('button', { name: REPLY_LABELS.clear }),
    reply(page).getByRole('button', { name: REPLY_LABELS.copy, exact: true }),
    reply(page).getByRole('button', { name: REPLY_LABELS.copyCode }).first(),
    reply(page).getByRole('radio', { name: REPLY_LABELS.fontSizes.medium }),
  ];
  for (const target of targets) {
    const box = (await target.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(40);
  }
});

test('no accessibility violations with a reply and its highlighted code shown, in light and dark', async ({ page, fake }) => {
  await showReply(page, fake, RICH_REPLY);
  await expect(reply(page).locator('pre code.hljs .hljs-keyword').first()).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
});

test('no accessibility violations with an error shown', async ({ page, fake }) => {
  await fake.script({ chunks: ['Partial ', 'text'], cutAfterChunks: 1 });
  await ask(page, 'fail');
  await expect(reply(page).getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('on a phone the reply’s controls stay in reach at the end of a long reply', { tag: '@phone' }, async ({ page, fake }) => {
  const long = Array.from({ length: 60 }, (_, i) => `Paragraph ${i} of a long reply.`).join('\n\n');
  await showReply(page, fake, long);
  await expect(reply(page)).toContainText('Paragraph 59');
  // The plain text is replaced by the rendered markdown once its code has loaded: retry the scroll.
  await expect(async () => {
    await reply(page).getByText('Paragraph 59').scrollIntoViewIfNeeded({ timeout: 1_000 });
    await expect(reply(page).getByRole('button', { name: REPLY_LABELS.copy, exact: true })).toBeInViewport({ timeout: 1_000 });
  }).toPass();
});
