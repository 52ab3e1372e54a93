import type { Page } from '@playwright/test';
import { REPLY_LABELS } from '../../src/shared/config/messages';

/** The query box, the reply region, and a submit the way a person makes it (type, then Enter). */
export const queryBox = (page: Page) => page.getByRole('textbox', { name: REPLY_LABELS.query });
export const reply = (page: Page) => page.getByRole('region', { name: REPLY_LABELS.reply });

export async function ask(page: Page, text: string): Promise<void> {
  await queryBox(page).fill(text);
  await queryBox(page).press('Enter');
}
