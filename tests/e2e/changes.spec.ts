import type { Locator, Page } from '@playwright/test';
import { MESSAGES, REPLY_LABELS } from '../../src/shared/config/messages';
import { CHANGES_LABELS } from '../../src/client/reply/changes/changes-labels';
import { VIEW_LABELS } from '../../src/client/reply/changes/view-labels';
import { TAB_LABELS } from '../../src/client/tabs/tab-labels';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect, test, type FakeUpstream } from './fixtures';
import { loadedLater, modelsListed } from './loaded-later';
import { reply } from './reply-helpers';

const ORIGINAL = 'The cat sat on the mat.\n\nIt was a big red house.';
// Markdown marks must not show up as changes: the comparison is with the reply as it reads.
const REWRITE = 'The dog sat on the **mat**.\n\nIt was the small blue house.';

const viewGroup = (page: Page) => reply(page).getByRole('radiogroup', { name: VIEW_LABELS.view });
const changeButtons = (page: Page, kind: 'Accept' | 'Reject') => reply(page).getByRole('button', { name: new RegExp(`^${kind} change \\d+$`) });

async function ask(page: Page, fake: FakeUpstream, text: string, answer: string) {
  await fake.script({ reply: answer });
  const box = page.getByRole('textbox', { name: REPLY_LABELS.query });
  await box.fill(text);
  await box.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /Response time/ })).toBeVisible();
}

async function copied(page: Page): Promise<string> {
  await reply(page).getByRole('button', { name: REPLY_LABELS.copy, exact: true }).click();
  await expect(reply(page).getByRole('button', { name: MESSAGES.copied, exact: true })).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

async function expectTouchSize(button: Locator) {
  const box = await button.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(40);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('a rewriting mode opens its reply as changes; each change is accepted or rejected, and Copy gives the text the decisions give', async ({ page, fake }) => {
  await page.goto('/write/formal');
  await ask(page, fake, ORIGINAL, REWRITE);
  await expect(viewGroup(page).getByRole('radio', { name: VIEW_LABELS.views.changes })).toBeChecked();
  await expect(reply(page).locator('del')).toHaveText(['cat', 'a big red']);
  await expect(reply(page).locator('ins')).toHaveText(['dog', 'the small blue']);
  await expect(reply(page).getByText(CHANGES_LABELS.summary(2, 0, 0))).toBeVisible();

  const accept = changeButtons(page, 'Accept');
  const reject = changeButtons(page, 'Reject');
  await reject.nth(1).click();
  await expect(reject.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(reply(page).getByRole('group', { name: 'Change 2, rejected' })).toBeVisible();
  // An undecided change counts as accepted.
  expect(await copied(page)).toBe('The dog sat on the mat.\n\nIt was a big red house.');

  await accept.first().click();
  await reject.first().click();
  await expect(accept.first()).toHaveAttribute('aria-pressed', 'false');
  await expect(reply(page).getByText(CHANGES_LABELS.summary(2, 0, 2))).toBeVisible();
  expect(await copied(page)).toBe(ORIGINAL);

  await reply(page).getByRole('button', { name: CHANGES_LABELS.acceptAll }).click();
  await expect(accept).toHaveCount(2);
  for (const button of await accept.all()) await expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(await copied(page)).toBe('The dog sat on the mat.\n\nIt was the small blue house.');
  await reply(page).getByRole('button', { name: CHANGES_LABELS.rejectAll }).click();
  expect(await copied(page)).toBe(ORIGINAL);

  // The rendered reply is one choice away, and the decisions wait for the way back.
  await viewGroup(page).getByRole('radio', { name: VIEW_LABELS.views.reply }).check();
  await expect(reply(page).locator('strong')).toHaveText('mat');
  expect(await copied(page)).toBe(REWRITE);
  await viewGroup(page).getByRole('radio', { name: VIEW_LABELS.views.changes }).check();
  await expect(reject.first()).toHaveAttribute('aria-pressed', 'true');
});

test('on a phone each change’s Accept and Reject are at least 40 px square', { tag: '@phone' }, async ({ page, fake }) => {
  await page.goto('/write/formal');
  await ask(page, fake, ORIGINAL, REWRITE);
  for (const button of [changeButtons(page, 'Accept').first(), changeButtons(page, 'Reject').first()]) await expectTouchSize(button);
});

test('a mode without Show changes opens replies as replies; ticking it in Edit tab opens the next reply as changes', async ({ page, fake }) => {
  await page.goto('/write/expand');
  // A reply that keeps most of the words: Changes is offered, but it opens as the reply.
  await ask(page, fake, 'Short note.', 'A short note, longer.');
  await expect(viewGroup(page).getByRole('radio', { name: VIEW_LABELS.views.reply })).toBeChecked();
  await expect(reply(page).locator('del')).toHaveCount(0);

  await page.getByRole('button', { name: TAB_LABELS.editTab }).click();
  const dialog = page.getByRole('dialog', { name: TAB_LABELS.editDialog });
  await dialog.getByRole('checkbox', { name: TAB_LABELS.showChanges }).check();
  await dialog.getByRole('button', { name: TAB_LABELS.saveEdit }).click();
  await ask(page, fake, 'Another short note.', 'Another longer note.');
  await expect(viewGroup(page).getByRole('radio', { name: VIEW_LABELS.views.changes })).toBeChecked();
  await expect(reply(page).locator('ins')).toHaveText(['longer']);

  // Stored with the tab: still there after a reload.
  await page.reload();
  await page.getByRole('button', { name: TAB_LABELS.editTab }).click();
  await expect(page.getByRole('dialog', { name: TAB_LABELS.editDialog }).getByRole('checkbox', { name: TAB_LABELS.showChanges })).toBeChecked();
});

test('the changes view has no axe violations in light and dark, while the reply streams and once decided', async ({ page, fake }) => {
  await page.goto('/write/formal');
  // The reply waits after its first sentence: its changes show already, not yet to decide.
  const [first, rest] = REWRITE.split('\n\n');
  await fake.script({ chunks: [`${first}\n\n`, rest!], pauses: [1] });
  const box = page.getByRole('textbox', { name: REPLY_LABELS.query });
  await box.fill(ORIGINAL);
  await box.press('Enter');
  await expect(changeButtons(page, 'Accept')).toHaveCount(1);
  await expect(changeButtons(page, 'Accept').first()).toBeDisabled();
  // Only the reply region has changed from the page the other axe tests check.
  await expectNoAxeViolationsInBothThemes(page, { include: 'section[aria-label="Reply"]' });
  await fake.release();
  await expect(changeButtons(page, 'Accept')).toHaveCount(2);
  await expect(changeButtons(page, 'Accept').first()).toBeEnabled();
  await changeButtons(page, 'Accept').first().click();
  await changeButtons(page, 'Reject').nth(1).click();
  await expectNoAxeViolationsInBothThemes(page);
});

test('nothing on the way from Enter to the first word loads a script or starts a worker, in a tab that opens Changes and in one that does not', async ({ page, fake }) => {
  // Every worker the page starts, counted in the page.
  await page.addInitScript(() => {
    const page = window as unknown as { workersStarted: number };
    page.workersStarted = 0;
    window.Worker = class extends window.Worker {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        page.workersStarted++;
      }
    };
  });
  const scripts: string[] = [];
  let inFlight = 0;
  page.on('request', (request) => {
    inFlight++;
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(request.url());
  });
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
  const workersStarted = () => page.evaluate(() => (window as unknown as { workersStarted: number }).workersStarted);
  const idle = () => page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));

  const listed = modelsListed(page);
  await page.goto('/');
  await page.getByRole('textbox', { name: REPLY_LABELS.query }).fill(ORIGINAL);
  // What loads when idle or at the first contact (the typing above) has come: everything the page
  // loads later, then nothing in flight and no new request across two idle moments of the page.
  await loadedLater(page, listed);
  for (let settled = 0; settled < 2; ) {
    const requested = scripts.length;
    await idle();
    settled = inFlight === 0 && scripts.length === requested ? settled + 1 : 0;
  }
  const workers = await workersStarted();
  expect(workers).toBeGreaterThan(0);

  // Formal opens its replies in Changes; Summarise renders them. The answer waits after its first word.
  for (const [tab, send] of [
    ['Formal', () => page.getByRole('textbox', { name: REPLY_LABELS.query }).press('Enter')],
    ['Summarise', () => page.getByRole('tab', { name: 'Summarise' }).click()],
  ] as const) {
    await fake.script({ chunks: [`First${tab} `, 'and the rest.'], pauses: [1] });
    const before = scripts.length;
    await send();
    await expect(reply(page)).toContainText(`First${tab}`);
    expect(scripts.slice(before), tab).toEqual([]);
    expect(await workersStarted(), tab).toBe(workers);
    await fake.release();
    await expect(reply(page)).toContainText('and the rest.');
  }
});
