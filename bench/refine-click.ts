/**
 * How fast a refinement starts to show (DESIGN.md, Refine): the time from the click on `Refine` to
 * the frame that first paints the refined text, for the whole reply and for a selected passage.
 *
 *   node --import tsx bench/refine-click.ts [dist/client]
 *
 * Runs the real app (src/server/app.ts) against the fake upstream answering at once (0 ms), in
 * Chromium at 1280 px, on a reply of about 400 words. Each run refines the version on show; the
 * fake's first chunk carries a mark, and the time runs until the frame that shows it. Prints the
 * median and worst of 20 runs of each, and the load average: it prints and never fails.
 */
import type { Page } from '@playwright/test';
import { withBenchApp, loadAverage, type FakeUpstream } from './bench-app';
import { clickToText, median } from './click-to-paint';

const RUNS = 20;
// The reply area, not the reply's region: a whole-reply refinement shows the skeleton in the region's place until its first text.
const AREA = '.reply-area';
const SENTENCE = 'Clear writing keeps each sentence short, puts the subject first and cuts the words that add nothing.';
/** About 400 words: a heading, paragraphs and a list, as a reply often is. */
const REPLY = ['## Clear writing', '', ...Array.from({ length: 6 }, (_, i) => [`Paragraph ${i + 1}. ${SENTENCE} ${SENTENCE} ${SENTENCE}`, '']).flat(), '- First, read it aloud.', '- Then **trim** it.'].join('\n');

/** The fake's answer: the mark first (what the timing waits for), then the rest of the text. */
const answer = (mark: string, rest: string) => ({ chunks: [`${mark} `, rest] });

async function run(page: Page, fake: FakeUpstream, passage: boolean): Promise<number[]> {
  const box = page.getByRole('textbox', { name: 'Refine', exact: true });
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const mark = `${passage ? 'Passage' : 'Whole'}Mark${i}`;
    if (passage) {
      // The second paragraph's first sentence, as a person would select it.
      await page.locator('[role="document"] p').nth(1).evaluate((p) => {
        const text = p.firstChild as Text;
        document.getSelection()?.setBaseAndExtent(text, 0, text, text.data.indexOf('.', 12) + 1);
      });
      await page.getByRole('button', { name: 'Refine selection' }).click();
    }
    fake.script(passage ? answer(mark, 'A shorter sentence.') : answer(mark, REPLY));
    await box.fill(`Make it shorter ${i}`);
    const timing = clickToText(page, AREA, mark);
    await page.getByRole('button', { name: 'Refine', exact: true }).click();
    times.push(await timing);
    await page.getByText(`Version ${i + 2} of ${i + 2}`).waitFor();
  }
  return times;
}

await withBenchApp(async ({ fake, open }) => {
  for (const passage of [false, true]) {
    const page = await open('/write/expand');
    fake.script({ reply: REPLY });
    await page.getByRole('textbox', { name: 'Query' }).fill('Explain clear writing.');
    await page.getByRole('textbox', { name: 'Query' }).press('Enter');
    await page.getByRole('textbox', { name: 'Refine', exact: true }).waitFor();
    const times = await run(page, fake, passage);
    console.log(`refine-click: ${RUNS} refinements of ${passage ? 'a selected passage' : 'the whole reply'} (about 400 words, 1280 px, a 0 ms fake upstream)`);
    console.log(`  Refine click → the frame with the first refined text: median ${median(times).toFixed(1)} ms, worst ${Math.max(...times).toFixed(1)} ms`);
    console.log(`  ${loadAverage()}`);
    await page.close();
  }
});
