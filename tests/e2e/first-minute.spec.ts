import { errorCause, errorMessage } from '../../src/shared/config/error-messages';
import { MESSAGES, REPLY_LABELS } from '../../src/shared/config/messages';
import { ACTIVE_MODELS, DEFAULT_MODEL_ID, findModel } from '../../src/shared/config/models';
import { HEADER_LABELS } from '../../src/client/header/header-labels';
import { TAB_LABELS } from '../../src/client/tabs/tab-labels';
import { ECHO_PREFIX } from '../fake-upstream/fake-script';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { activeTab, MOD, seedTabs, tabs, tabTitles } from './tab-helpers';
import { queryBox, reply } from './reply-helpers';


test.beforeEach(async ({ page }) => {
  page.on('dialog', (d) => void d.accept());
  await seedTabs(page);
  await page.goto('/');
});

test('the remove toast has an Undo button that puts the mode back, and focus goes to the tab active next', async ({ page }) => {
  await tabs(page).nth(1).click();
  await page.getByRole('button', { name: TAB_LABELS.removeTab }).click();
  await expect(page.getByText(MESSAGES.tabRemoved)).toBeVisible();
  await expect(activeTab(page)).toBeFocused();
  await expect(activeTab(page)).toContainText('Formal');
  // A second Enter lands on the focused tab, which removes nothing.
  await page.keyboard.press('Enter');
  expect(await tabTitles(page)).toEqual(['Formal', 'Expand']);
  await page.getByRole('button', { name: TAB_LABELS.undo }).click();
  await expect.poll(() => tabTitles(page)).toEqual(['Formal', 'Summarise', 'Expand']);
  await expect(activeTab(page)).toContainText('Summarise');
  await expect(activeTab(page)).toBeFocused();
});

test('Ctrl+Z in the query box undoes the typing, not a tab removal; Clear can be undone there', async ({ page }) => {
  await page.getByRole('button', { name: TAB_LABELS.removeTab }).click();
  await queryBox(page).click();
  await queryBox(page).pressSequentially('typed words');
  await queryBox(page).press(`${MOD}+z`);
  await expect(queryBox(page)).not.toHaveValue('typed words');
  expect(await tabTitles(page)).toEqual(['Summarise', 'Expand']);

  await queryBox(page).fill('keep me');
  await page.getByRole('button', { name: REPLY_LABELS.clear }).click();
  await expect(queryBox(page)).toHaveValue('');
  await queryBox(page).press(`${MOD}+z`);
  await expect(queryBox(page)).toHaveValue('keep me');
});

test('the model that answered is named next to the response time', async ({ page }) => {
  await queryBox(page).fill('who answered');
  await queryBox(page).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /^Response time: \d+\.\d{2}s$/ })).toBeVisible();
  await expect(page.getByText(REPLY_LABELS.answeredBy(findModel(DEFAULT_MODEL_ID)?.name ?? 'missing'))).toBeVisible();
});

test('a rate limit says SPEC.md’s sentence with its cause as the detail, counts down on Retry alone, then Retry sends again; no reply controls around the error', async ({ page, fake }) => {
  await fake.script({ status: 429, retryAfter: 2 });
  await queryBox(page).fill('too soon');
  await queryBox(page).press('Enter');
  const alert = reply(page).getByRole('alert');
  await expect(alert).toHaveText(`${MESSAGES.fetchError}${errorCause('upstream_rate_limited')}`);
  await expect(reply(page).getByRole('button', { name: REPLY_LABELS.copy })).toHaveCount(0);
  const retry = reply(page).getByRole('button', { name: REPLY_LABELS.retry });
  await expect(retry).toBeDisabled();
  // The wait is counted in one place: the button.
  await expect(alert).not.toContainText(/\d/);
  await expectNoAxeViolations(page);
  await expect(retry).toBeEnabled({ timeout: 5_000 });
  await expect(retry).toHaveText(REPLY_LABELS.retry);
  await expect(queryBox(page)).toHaveValue('too soon');
  await retry.click();
  await expect(reply(page)).toContainText(`${ECHO_PREFIX}too soon`);
  await expect(reply(page).getByRole('alert')).toHaveCount(0);
  expect(await fake.requests()).toHaveLength(2);
});

test('an old error goes when the text changes', async ({ page, fake }) => {
  await fake.script({ status: 500, times: 2 });
  await queryBox(page).fill('fails');
  await queryBox(page).press('Enter');
  await expect(reply(page).getByRole('alert')).toContainText(MESSAGES.fetchError);
  await expect(reply(page).getByRole('button', { name: REPLY_LABELS.retry })).toBeEnabled();
  await queryBox(page).pressSequentially(' again');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('on a phone the model is chosen from the header’s Model and theme, with the same radiogroup as Settings', { tag: '@phone' }, async ({ page }) => {
  await page.getByRole('button', { name: HEADER_LABELS.modelAndTheme }).click();
  const models = page.getByRole('radiogroup', { name: MESSAGES.settingsTitle });
  await expect(models).toBeVisible();
  // Checked before any toast, whose fade-in axe would read as low contrast.
  await expectNoAxeViolations(page);
  const other = ACTIVE_MODELS[1];
  if (!other) throw new Error('needs a second model');
  await models.getByRole('radio', { name: other.name, exact: true }).check();
  await expect(page.getByText(MESSAGES.modelChanged(other.name))).toBeVisible();
  await queryBox(page).fill('which model');
  await queryBox(page).press('Enter');
  await expect(page.getByText(REPLY_LABELS.answeredBy(other.name))).toBeVisible();
});

// That a submit then sends nothing and keeps the text is query-box.test.tsx's ('with no provider on the server').
test('with no provider on the server, the page says so at load', async ({ page, bareServerUrl }) => {
  await page.goto(bareServerUrl);
  const notice = page.getByRole('alert').filter({ hasText: errorMessage('provider_not_configured') });
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page);
});
