import { expect, type Page } from '@playwright/test';
import { REFINE_LABELS } from '../../src/client/reply/refine/refine-labels';

/** The rendered reply, focusable and named while a complete reply can be refined. */
export const replyText = (page: Page) => page.getByRole('document', { name: REFINE_LABELS.replyText });

/**
 * The viewport point just inside the first (`start`) or last (`end`) character of `word` in the
 * rendered reply: where a mouse press lands to select from or to it. Only tests look text up.
 */
async function pointAt(page: Page, word: string, edge: 'start' | 'end'): Promise<{ x: number; y: number }> {
  return page.evaluate(
    ([w, e, name]) => {
      const body = document.querySelector(`[role="document"][aria-label="${name}"]`);
      if (!body) throw new Error('No rendered reply to select in');
      const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const text = walker.currentNode as Text;
        const i = text.data.indexOf(w);
        if (i < 0) continue;
        const char = document.createRange();
        const at = e === 'start' ? i : i + w.length - 1;
        char.setStart(text, at);
        char.setEnd(text, at + 1);
        const box = char.getBoundingClientRect();
        return { x: e === 'start' ? box.left + 1 : box.right - 1, y: box.top + box.height / 2 };
      }
      throw new Error(`"${w}" is not in the rendered reply`);
    },
    [word, edge, REFINE_LABELS.replyText] as const,
  );
}

/**
 * Selects with the mouse, pressing on the first character of `from` and letting go on the last of
 * `to`; again, as a person would, when the selection did not land so (on a busy CPU, a lazily
 * loaded style or control can still move the reply's text between finding a word and pressing on it).
 */
export async function dragSelect(page: Page, from: string, to: string): Promise<void> {
  await expect(async () => {
    // A press inside a selection would drag it instead of starting a new one.
    await page.evaluate(() => document.getSelection()?.removeAllRanges());
    const start = await pointAt(page, from, 'start');
    const end = await pointAt(page, to, 'end');
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(end.x, end.y, { steps: 4 });
    await page.mouse.up();
    const selected = await page.evaluate(() => document.getSelection()?.toString().trim() ?? '');
    expect(selected.startsWith(from) && selected.endsWith(to), `selected "${selected}"`).toBe(true);
  }).toPass({ timeout: 10_000 });
}

/** Clicks `count` times on the first character of `word` (2 selects a word, 3 a paragraph or list item). */
export async function clickSelect(page: Page, word: string, count: number): Promise<void> {
  const { x, y } = await pointAt(page, word, 'start');
  await page.mouse.click(x, y, { clickCount: count });
}
