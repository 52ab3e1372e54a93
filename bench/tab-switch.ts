/**
 * How fast a cached tab switch paints: two tabs each hold an 800-word reply with code blocks; the
 * bench clicks between them and times each click until the frame showing the other reply is painted.
 * Then the same for two tabs that open their replies in `Changes` (Formal and Casual), each holding
 * a 540-word rewrite of the text sent, shown as its comparison (DESIGN.md, The second minute): first
 * two rewrites that differ only at their end, then two whose changes differ in every paragraph.
 *
 *   node --import tsx bench/tab-switch.ts [dist/client]
 *
 * Runs the real app (src/server/app.ts) against the fake upstream, in Chromium at 1280 px. Prints the
 * median and worst of 20 switches, and the Event Timing duration (input to next paint) Chromium
 * reports for clicks slower than 16 ms. It prints and never fails: 16.7 ms is one frame at 60 Hz.
 * Then 20 more switches under a Chromium trace give the main thread's CPU time from each click to
 * the end of the next paint (a cached reply shows in the click's own render, so in that frame):
 * what the page costs when a busy machine stretches the wall times.
 */
import type { Browser, Page } from '@playwright/test';
import { withBenchApp, type FakeUpstream } from './bench-app';
import { clickToText, median } from './click-to-paint';
import { traceTasks } from './trace-tasks';

const SWITCHES = 20;
const FRAME_MS = 16.7;
const SENTENCE = 'Clear writing keeps each sentence short, puts the subject first and cuts the words that add nothing.';
const CODE = 'def mean(values):\n    """Average of a list."""\n    return sum(values) / len(values) if values else 0.0';

/** About 800 words with five code blocks, ending in a mark that tells the two replies apart. */
function reply(mark: string): string {
  const parts: string[] = [];
  for (let i = 1; i <= 5; i++) {
    parts.push(`## Section ${i}`, '', Array.from({ length: 7 }, () => SENTENCE).join(' '), '', '- **First**, read it aloud.', '- Then `trim` it.', '');
    parts.push('```python', CODE, '```', '');
  }
  parts.push(`${SENTENCE} ${mark}.`);
  return parts.join('\n');
}

/**
 * About 540 words of prose (3,200 characters): the longest text a rewriting mode sends in one call
 * (PART_TEXT_MAX_CHARS), so its reply is one rewrite, not a long document's parts.
 */
const PROSE = Array.from({ length: 15 }, (_, i) => `Paragraph ${i + 1}. ${SENTENCE} ${SENTENCE}`).join('\n\n');
/** A rewrite of it that changes a few words a paragraph, ending in a mark that tells the two apart. */
const rewrite = (mark: string) => `${PROSE.replaceAll('short', 'brief').replaceAll('cuts', 'drops')}\n\n${mark}.`;
/** Another rewrite, whose changes differ from the first's in every paragraph, as two modes' rewrites do. */
const otherRewrite = (mark: string) => `${PROSE.replaceAll('short', 'concise').replaceAll('puts', 'places')}\n\n${mark}.`;

interface Scenario {
  title: string;
  tabA: number;
  tabB: number;
  text: string;
  replyA: string;
  replyB: string;
}

async function measure(browser: Browser, page: Page, fake: FakeUpstream, scenario: Scenario): Promise<void> {
  const tabs = page.getByRole('tablist', { name: 'Modes' }).getByRole('tab');
  const region = page.getByRole('region', { name: 'Reply' });
  const { tabA, tabB } = scenario;
  // Tab A answers the text; switching to tab B sends it again with B's instruction. Both are cached then.
  await tabs.nth(tabA).click();
  fake.script({ reply: scenario.replyA });
  fake.script({ reply: scenario.replyB });
  await page.getByRole('textbox', { name: 'Query' }).fill(scenario.text);
  await page.getByRole('textbox', { name: 'Query' }).press('Enter');
  await region.getByText('EndOfA').waitFor();
  await tabs.nth(tabB).click();
  await region.getByText('EndOfB').waitFor();
  await page.waitForLoadState('networkidle');

  await page.evaluate(() => {
    const w = window as unknown as { slowEvents: number[] };
    w.slowEvents = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'click' || e.name === 'pointerup') w.slowEvents.push(e.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
  const times: number[] = [];
  for (let i = 0; i < SWITCHES; i++) {
    const [index, mark] = i % 2 === 0 ? [tabA, 'EndOfA'] : [tabB, 'EndOfB'];
    // From the click's dispatch to just after the frame that shows the other reply.
    const timing = clickToText(page, 'section[aria-label="Reply"]', mark);
    await tabs.nth(index).click();
    times.push(await timing);
  }
  const slow = await page.evaluate(() => (window as unknown as { slowEvents: number[] }).slowEvents);
  const stopTrace = await traceTasks(browser, page);
  for (let i = 0; i < SWITCHES; i++) {
    const [index, mark] = i % 2 === 0 ? [tabA, 'EndOfA'] : [tabB, 'EndOfB'];
    await tabs.nth(index).click();
    await region.getByText(mark).waitFor();
  }
  const cpu = await stopTrace();
  console.log(`tab-switch: ${SWITCHES} switches between two cached ${scenario.title} (1280 px)`);
  console.log(`  click → the frame with the other reply: median ${median(times).toFixed(1)} ms, worst ${Math.max(...times).toFixed(1)} ms`);
  console.log(`  switches slower than one frame at 60 Hz (${FRAME_MS} ms): ${times.filter((ms) => ms > FRAME_MS).length} of ${SWITCHES}`);
  console.log(`  Event Timing, clicks over 16 ms (input → next paint): ${slow.length === 0 ? 'none' : slow.map((d) => `${d.toFixed(0)} ms`).join(', ')}`);
  const cpuMs = cpu.clickToPaintCpuMs;
  console.log(`  main-thread CPU from the click to the end of the next paint (traced): median ${median(cpuMs).toFixed(1)} ms, worst ${Math.max(...cpuMs).toFixed(1)} ms`);
  const kinds = Object.entries(cpu.clickToPaintByKind).map(([kind, ms]) => `${kind} ${(ms / cpuMs.length).toFixed(1)}`);
  console.log(`  where it goes, mean ms a switch: ${kinds.join(', ')}`);
}

await withBenchApp(async ({ browser, fake, open }) => {
  // Expand and Summarise: modes that open their replies rendered.
  const text = 'Explain clear writing with examples.';
  await measure(browser, await open(), fake, { title: '800-word replies with code', tabA: 2, tabB: 4, text, replyA: reply('EndOfA'), replyB: reply('EndOfB') });
  // Formal and Casual: rewriting modes, whose replies open in Changes.
  const changes = { title: '540-word rewrites shown as Changes', tabA: 0, tabB: 1, text: PROSE, replyA: rewrite('EndOfA'), replyB: rewrite('EndOfB') };
  await measure(browser, await open(), fake, changes);
  // The same, but the two rewrites change other words: every change on show is replaced.
  await measure(browser, await open(), fake, { ...changes, title: 'two different 540-word rewrites shown as Changes', replyB: otherRewrite('EndOfB') });
});
