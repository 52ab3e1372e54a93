import type { Locator, Page } from '@playwright/test';
import { HEADER_LABELS } from '../../src/client/header/header-labels';
import { PERSONA_LABELS } from '../../src/client/personas/persona-labels';
import { QUERY_BOX_LABELS } from '../../src/client/query-box/query-box-labels';
import { CHANGES_LABELS } from '../../src/client/reply/changes/changes-labels';
import { REFINE_LABELS } from '../../src/client/reply/refine/refine-labels';
import { VIEW_LABELS } from '../../src/client/reply/changes/view-labels';
import { TAB_LABELS } from '../../src/client/tabs/tab-labels';
import { MESSAGES, REPLY_LABELS } from '../../src/shared/config/messages';
import { expect, test } from './fixtures';
import { ask, queryBox, reply } from './reply-helpers';
import { RENDERED_REPLY_PATH, seedTabs, tabs } from './tab-helpers';

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

// Points 2 and 6 of DESIGN.md, The second minute: what only a browser shows (layout at 390 px, touch, the browser's
// leave prompt, the clipboard). The logic behind each is tested beside its code.

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
};

async function personaNamesCut(page: Page): Promise<string[]> {
  return page.locator('.persona-name').evaluateAll((names) => names.filter((n) => n.scrollWidth > n.clientWidth).map((n) => n.textContent ?? ''));
}

test(
  'on a phone: model and theme one tap from the header, on screen; no tab under the +; the box’s whole width; no key hints; whole persona names and refine placeholder',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: HEADER_LABELS.modelAndTheme }).click();
    await expect(page.getByRole('radiogroup', { name: MESSAGES.settingsTitle })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('radiogroup', { name: HEADER_LABELS.theme })).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');

    // No tab lies under the +, cut or whole: the third is cut by the screen's edge, where it fades out,
    // and a tap selects it and shows it whole.
    const scroller = page.locator('.tabs-scroller');
    const add = await box(page.getByRole('button', { name: TAB_LABELS.addTab, exact: true }));
    for (const tab of await tabs(page).all()) {
      const { x, width } = await box(tab);
      expect(x >= add.x + add.width || x + width <= add.x).toBe(true);
    }
    const bar = await box(scroller);
    expect(bar.x + bar.width).toBe(page.viewportSize()?.width);
    expect(await scroller.evaluate((el) => getComputedStyle(el).maskImage)).toContain('gradient');
    await expect(tabs(page).nth(2)).not.toBeInViewport({ ratio: 1 });
    await tabs(page).nth(2).tap();
    await expect(tabs(page).nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs(page).nth(2)).toBeInViewport({ ratio: 1 });
    await tabs(page).nth(0).tap();

    // The text uses the box's width: Clear and Submit sit under it, not beside it.
    await queryBox(page).fill('A sentence long enough to need the whole width of the box on a phone');
    expect((await box(queryBox(page))).width).toBeGreaterThan((await box(page.locator('.query-box__field'))).width - 32);

    // The active mode's instruction opens with a tap; no hint names a key.
    await page.getByText(QUERY_BOX_LABELS.modeInstruction).click();
    await expect(page.locator('.mode-instruction__text')).toBeVisible();
    await queryBox(page).press('Enter');
    await expect(page.getByRole('group', { name: CHANGES_LABELS.region })).toBeVisible();
    // The refine box grows to its placeholder, which wraps here: none of it is cut.
    const refineBox = page.getByRole('textbox', { name: REFINE_LABELS.refine });
    expect(await refineBox.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
    await expect(page.getByText(CHANGES_LABELS.keysHint)).toBeHidden();
    await expect(page.getByText(MESSAGES.queryHint)).toBeHidden();
    await page.getByRole('button', { name: TAB_LABELS.removeTab }).click();
    await expect(page.getByText(TAB_LABELS.removedOnTouch, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: new RegExp(`^${PERSONA_LABELS.trigger('')}`) }).click();
    await expect(page.getByRole('button', { name: 'content-creator', exact: true })).toBeVisible();
    expect(await personaNamesCut(page)).toEqual([]);
  },
);

test('leaving the page with text in the box asks first, and stores nothing; with the box empty it goes', async ({ page }) => {
  await page.goto('/');
  await queryBox(page).click();
  // Typed key by key: the browser asks only once the person has interacted with the page.
  await page.keyboard.type('A draft I would hate to lose');
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(queryBox(page)).toHaveValue('A draft I would hate to lose');
  const stored = await page.evaluate(() => JSON.stringify([Object.values(localStorage), Object.values(sessionStorage)]));
  expect(stored).not.toContain('hate to lose');

  await queryBox(page).fill('');
  page.on('dialog', (unexpected) => {
    throw new Error(`asked again: ${unexpected.type()}`);
  });
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;
});

test('Ctrl+C right after a submit, the focus still in the query box, copies the reply; selected text copies itself', async ({ page, fake, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(RENDERED_REPLY_PATH);
  await fake.script({ reply: 'The reply to copy' });
  await ask(page, 'copy this');
  await expect(reply(page)).toContainText('The reply to copy');
  await expect(page.getByRole('button', { name: REPLY_LABELS.regenerate })).toBeVisible();
  await expect(queryBox(page)).toBeFocused();
  await page.keyboard.press('Control+c');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('The reply to copy');
  await queryBox(page).selectText();
  await page.keyboard.press('Control+c');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('copy this');
});
