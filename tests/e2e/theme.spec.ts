import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/shared/config/app-config';
import { REPLY_LABELS } from '../../src/shared/config/messages';
import { expect, seedStorage, test } from './fixtures';
import { holdScriptUntilFirstFrame } from './first-frame';

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const shownTheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

/**
 * Records the theme and background of the very first frame (rAF runs just before it is painted).
 * The page's script is held back until that frame is recorded, as on a slow phone, so that the first
 * frame comes before it runs: only what index.html itself does can theme that frame.
 */
async function recordFirstFrame(page: Page) {
  await holdScriptUntilFirstFrame(page);
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
