import { expectNoAxeViolations } from './axe';
import type { Page } from '@playwright/test';
import { MAX_TABS, STORAGE_KEYS, UNDO_WINDOW_MS } from '../../src/shared/config/app-config';
import { MESSAGES, REPLY_LABELS } from '../../src/shared/config/messages';
import { TAB_LABELS } from '../../src/client/tabs/tab-labels';
import { expect, test } from './fixtures';
import { storedTabState } from '../fixtures/stored-tab-state';
import { activeTab, MOD, savedTabState, seedTabs, tabs, tabTitles, toasterMounted } from './tab-helpers';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const alerts: string[] = [];

/** Stops the page's fake clock, so that only fastForward moves time (a slow machine must not). */
async function freezeClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await toasterMounted(page);
}

/** Presses the mouse on tab `from` (once drag and drop has bound) and holds it over tab `to`. */
async function pickUpAndHoldOver(page: Page, from: number, to: number) {
  await expect(tabs(page).first()).toHaveAttribute('aria-roledescription', TAB_LABELS.dragRoleDescription);
  const start = await tabs(page).nth(from).boundingBox();
  const end = await tabs(page).nth(to).boundingBox();
  if (!start || !end) throw new Error('tabs not laid out');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 20, start.y + start.height / 2, { steps: 4 });
  await page.mouse.move(end.x + end.width - 4, end.y + end.height / 2, { steps: 10 });
}

async function openAddDialog(page: Page) {
  await page.getByRole('button', { name: TAB_LABELS.addTab }).click();
  await expect(dialog(page, TAB_LABELS.addDialog)).toBeVisible();
}

async function fillTab(page: Page, title: string, instruction: string) {
  await page.getByRole('textbox', { name: TAB_LABELS.title }).fill(title);
  await page.getByRole('textbox', { name: TAB_LABELS.instruction }).fill(instruction);
}

test.beforeEach(async ({ page }) => {
  alerts.length = 0;
  page.on('dialog', async (d) => {
    alerts.push(d.message());
    await d.accept();
  });
});

test('adding a tab appends it, makes it active, toasts and focuses the query box', async ({ page }) => {
  await seedTabs(page);
  await page.goto('/');
  await openAddDialog(page);
  await fillTab(page, 'Poetry', 'Turn it into a poem.');
  await dialog(page, TAB_LABELS.addDialog).getByRole('button', { name: TAB_LABELS.saveAdd }).click();
  await expect(dialog(page, TAB_LABELS.addDialog)).toHaveCount(0);
  await expect(page.getByText(MESSAGES.tabAdded)).toBeVisible();
  await expect(activeTab(page)).toContainText('Poetry');
  await expect(tabs(page)).toHaveCount(4);
  await expect(page.getByRole('textbox', { name: REPLY_LABELS.query })).toBeFocused();
  expect((await savedTabState(page)).initialTabs.write?.[3]).toEqual({ title: 'Poetry', query: 'Turn it into a poem.', showChanges: false });
});

test('removing a tab toasts, and Ctrl+Z within the undo window puts it back in place', async ({ page }) => {
  await seedTabs(page);
  await page.clock.install();
  await page.goto('/');
  await freezeClock(page);
  await tabs(page).nth(1).click();
  await page.getByRole('button', { name: TAB_LABELS.removeTab }).click();
  await page.clock.runFor(100);
  await expect(page.getByText(MESSAGES.tabRemoved)).toBeVisible();
  expect(await tabTitles(page)).toEqual(['Formal', 'Expand']);
  await expect(activeTab(page)).toContainText('Formal');
  await page.clock.fastForward(UNDO_WINDOW_MS - 500);
  await page.keyboard.press(`${MOD}+z`);
  await expect.poll(() => tabTitles(page)).toEqual(['Formal', 'Summarise', 'Expand']);
  await page.clock.runFor(100);
  await expect(page.getByText(MESSAGES.tabRestored)).toBeVisible();
});

test('dragging a tab with the mouse moves it to where it is dropped', async ({ page }) => {
  await seedTabs(page);
  await page.goto('/');
  await pickUpAndHoldOver(page, 0, 2);
  await expect(tabs(page).nth(2)).toHaveClass(/tab--drop-target/);
  await page.mouse.up();
  await expect.poll(() => tabTitles(page)).toEqual(['Summarise', 'Expand', 'Formal']);
  expect((await savedTabState(page)).initialTabs.write?.map((t) => t.title)).toEqual(['Summarise', 'Expand', 'formal']);
});

test('on a touch screen, pressing and holding a tab then sliding it moves it', { tag: '@phone' }, async ({ page }) => {
  await seedTabs(page);
  await page.goto('/');
  await expect(tabs(page).first()).toHaveAttribute('aria-roledescription', TAB_LABELS.dragRoleDescription);
  const from = await tabs(page).nth(0).boundingBox();
  const to = await tabs(page).nth(1).boundingBox();
  if (!from || !to) throw new Error('tabs not laid out');
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  const y = from.y + from.height / 2;
  await touch('touchStart', from.x + from.width / 2, y);
  // The press-and-hold delay keeps swipes for scrolling; the tab lifts once it has passed.
  await expect(tabs(page).nth(0)).toHaveClass(/tab--dragging/);
  // The bar scrolls itself near its edge, so slide until the tab is announced at its new place.
  const secondPlace = page.getByText(TAB_LABELS.dragOver('formal', 2, 3));
  for (let x = from.x + from.width / 2; x <= to.x + to.width && !(await secondPlace.count()); x += 8) {
    await touch('touchMove', x, y);
  }
  await touch('touchEnd', 0, 0);
  await expect.poll(() => tabTitles(page)).toEqual(['Summarise', 'Formal', 'Expand']);
});

test('a tab can be picked up, moved and dropped with the keyboard', async ({ page }) => {
  await seedTabs(page);
  await page.goto('/');
  await expect(tabs(page).first()).toHaveAttribute('aria-roledescription', TAB_LABELS.dragRoleDescription);
  await tabs(page).nth(0).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(TAB_LABELS.dragOver('formal', 1, 3))).toBeAttached();
  await page.keyboard.press('ArrowRight');
  // On a narrow bar the sensor first scrolls the bar; the announcement says when the tab is in place.
  await expect(page.getByText(TAB_LABELS.dragOver('formal', 2, 3))).toBeAttached();
  await page.keyboard.press('Space');
  await expect.poll(() => tabTitles(page)).toEqual(['Summarise', 'Formal', 'Expand']);
  await expect(activeTab(page)).toContainText('Formal');
});

test('scroll buttons show only when the tabs overflow (the cut tab fading) and move by half the visible width', async ({ page }) => {
  await seedTabs(page, { write: [{ title: 'One', query: '' }] });
  await page.goto('/');
  await expect(tabs(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: TAB_LABELS.scrollRight })).toHaveCount(0);
  const many = Array.from({ length: MAX_TABS }, (_, i) => ({ title: `A rather long tab ${i + 1}`, query: '' }));
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: STORAGE_KEYS.tabManager,
    value: storedTabState({ write: many }),
  });
  await page.reload();
  const right = page.getByRole('button', { name: TAB_LABELS.scrollRight });
  await expect(right).toBeVisible();
  await expect(page.getByRole('button', { name: TAB_LABELS.scrollLeft })).toBeDisabled();
  const scroller = page.locator('.tabs-scroller');
  // The tab cut at the bar's end fades out there, as on a phone, rather than being cut short.
  expect(await scroller.evaluate((el) => getComputedStyle(el).maskImage)).toContain('gradient');
  const width = await scroller.evaluate((el) => el.clientWidth);
  await right.click();
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeCloseTo(width / 2, -1);
});

test('the page never scrolls sideways at 360px, and tab controls are at least 40px tall', { tag: '@phone' }, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await seedTabs(page);
  await page.goto('/');
  await expect(tabs(page)).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const name of [TAB_LABELS.addTab, TAB_LABELS.editTab, TAB_LABELS.removeTab]) {
    const box = await page.getByRole('button', { name }).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
  }
});

test('the drop target stays readable while a tab is dragged over it, the active tab included', async ({ page }) => {
  await seedTabs(page, undefined, 2);
  await page.goto('/');
  await pickUpAndHoldOver(page, 0, 2);
  const target = tabs(page).nth(2);
  await expect(target).toHaveClass(/tab--drop-target/);
  await expect(target).toHaveAttribute('aria-selected', 'true');
  // The colours' transition ends.
  await target.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  await expectNoAxeViolations(page, { include: '.tab--drop-target', rules: ['color-contrast'] });
  await page.mouse.up();
});
