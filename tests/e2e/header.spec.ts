import type { Page } from '@playwright/test';
import { HEADER_LABELS } from '../../src/client/header/header-labels';
import { PERSONA_LABELS } from '../../src/client/personas/persona-labels';
import { expect, test } from './fixtures';

// The header's dropdowns, model choice, reset and wide layout are header.test.tsx's; here, what only
// a 390 px screen shows (the header picks its layout from a media query).
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const personaTrigger = (page: Page) => page.getByRole('button', { name: new RegExp(`^${PERSONA_LABELS.trigger('')}`) });

test('on a phone the header shows the small logo and only the persona dropdown', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  const home = page.getByRole('link', { name: HEADER_LABELS.home });
  await expect(home.locator('svg')).toHaveAttribute('width', '32');
  await expect(personaTrigger(page)).toBeVisible();
  for (const name of [HEADER_LABELS.reset, HEADER_LABELS.settings, HEADER_LABELS.shortcuts]) {
    await expect(button(page, name)).toHaveCount(0);
  }
});
