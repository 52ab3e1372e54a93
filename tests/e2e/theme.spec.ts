import { expectNoAxeViolations } from './axe';
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/shared/config/app-config';
import { REPLY_LABELS } from '../../src/shared/config/messages';
import { HEADER_LABELS } from '../../src/client/header/header-labels';
import { PERSONA_LABELS } from '../../src/client/personas/persona-labels';
import { TAB_LABELS } from '../../src/client/tabs/tab-labels';
import { expect, seedStorage, test } from './fixtures';
import { RENDERED_REPLY_PATH } from './tab-helpers';

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const shownTheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

/**
 * Records the theme and background of the very first frame (rAF runs just before it is painted).
 * The page's script is held back until that frame is recorded, as on a slow phone, so that the first
 * frame comes before it runs: only what index.html itself does can theme that frame.
 */
async function recordFirstFrame(page: Page) {
  let painted: () => void = () => {};
  const firstFramePainted = new Promise<void>((resolve) => (painted = resolve));
  await page.exposeFunction('firstFramePainted', () => painted());
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await firstFramePainted;
    await route.continue();
  });
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { firstFrame: unknown }).firstFrame = {
        theme: document.documentElement.dataset.theme,
        background: getComputedStyle(document.documentElement).backgroundColor,
      };
      void (window as unknown as { firstFramePainted: () => Promise<void> }).firstFramePainted();
    });
  });
}
const firstFrame = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { firstFrame?: { theme: string; background: string } }).firstFrame).then((h) => h.jsonValue());

async function openSettings(page: Page) {
  await page.getByRole('button', { name: HEADER_LABELS.settings, exact: true }).click();
  return page.getByRole('radiogroup', { name: HEADER_LABELS.theme });
}

test('a stored Dark theme is already there in the first frame: no light flash', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await seedStorage(page, { [STORAGE_KEYS.theme]: '"dark"' });
  await recordFirstFrame(page);
  await page.goto('/');
  const first = await firstFrame(page);
  await expect(page.getByRole('textbox', { name: REPLY_LABELS.query })).toBeVisible();
  expect(first).toEqual({ theme: 'dark', background: await pageBackground(page) });
});

test('System follows the device, from the first frame and when the device changes', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await recordFirstFrame(page);
  await page.goto('/');
  const first = await firstFrame(page);
  await expect(page.getByRole('textbox', { name: REPLY_LABELS.query })).toBeVisible();
  const dark = await pageBackground(page);
  expect(first).toEqual({ theme: 'dark', background: dark });

  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => shownTheme(page)).toBe('light');
  expect(await pageBackground(page)).not.toBe(dark);
});

test.describe('accessibility in the dark theme (axe, contrast included)', () => {
  test.beforeEach(async ({ page }) => {
    await seedStorage(page, { [STORAGE_KEYS.theme]: '"dark"' });
    await page.goto('/');
    expect(await shownTheme(page)).toBe('dark');
  });

  test('a reply with highlighted code', async ({ page, fake }) => {
    await page.goto(RENDERED_REPLY_PATH);
    await fake.script({
      reply: ['# Plan', '', 'Some **bold** text, `code` and a [link](https://example.com).', '', '```python', 'def greet(name):', '    # say hello', '    return f"Hello {name}" + str(42)', '```'].join('\n'),
    });
    const box = page.getByRole('textbox', { name: REPLY_LABELS.query });
    await box.fill('show me');
    await box.press('Enter');
    await expect(page.getByRole('region', { name: REPLY_LABELS.reply }).locator('pre code.hljs .hljs-keyword').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a dialog open', async ({ page }) => {
    await page.getByRole('button', { name: TAB_LABELS.addTab, exact: true }).click();
    await expect(page.getByRole('dialog', { name: TAB_LABELS.addDialog })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a dropdown open', async ({ page }) => {
    await openSettings(page);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the persona menu, then Model and theme, open on a phone', { tag: '@phone' }, async ({ page }) => {
    await page.getByRole('button', { name: new RegExp(`^${PERSONA_LABELS.trigger('')}`) }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: HEADER_LABELS.modelAndTheme }).click();
    await expect(page.getByRole('radiogroup', { name: HEADER_LABELS.theme })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
