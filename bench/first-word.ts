/**
 * How soon the first words of a reply reach the screen after Enter, in a tab that opens its replies
 * rendered (Summarise) and in one that opens them in `Changes` (Formal), on a page just loaded.
 *
 *   node --import tsx bench/first-word.ts [dist/client] [--runs N]
 *
 * Each run opens a fresh page (the first reply after load is the one that waited for the changes
 * view's chunk and worker), types a text, waits until the page's network is quiet (what loads at the
 * first typing has loaded, as for someone who took a second to type), then presses Enter. Plain
 * and Changes runs alternate. Prints, per tab, the median and worst of: Enter → the frame that
 * shows the first word, and the page's first byte of the answer → that frame. It prints and never
 * fails.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { withBenchApp, type BenchApp } from './bench-app';
import { median } from './click-to-paint';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg === -1 ? 7 : Number(process.argv[runsArg + 1]);
const FIRST_WORD = 'Zebraword';
const TEXT = 'The meeting is moved to Thursday because the room is taken, so please bring your notes then.';
const TABS = [
  { name: 'plain (Summarise)', title: 'Summarise' },
  { name: 'Changes (Formal)', title: 'Formal' },
] as const;

interface Timing {
  enterToWord: number;
  firstByteToWord: number;
}

/** Starts timing in the page: from Enter's keydown to just after the frame that shows FIRST_WORD. */
function timeFirstWord(page: Page): Promise<{ start: number; painted: number }> {
  return page.evaluate(
    (word) =>
      new Promise<{ start: number; painted: number }>((done) => {
        let start = 0;
        document.addEventListener('keydown', (e) => e.key === 'Enter' && (start = e.timeStamp), { capture: true, once: true });
        const area = document.querySelector('.reply-area') ?? document.body;
        const observer = new MutationObserver(() => {
          if (start === 0 || !area.textContent?.includes(word)) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => done({ start, painted: performance.now() });
            channel.port2.postMessage(null);
          });
        });
        observer.observe(area, { childList: true, subtree: true, characterData: true });
      }),
    FIRST_WORD,
  );
}

/** When the answer's first byte reached the page: its resource timing, there once the answer has ended. */
function answerFirstByte(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        new PerformanceObserver((list, observer) => {
          const call = list.getEntries().find((e) => e.name.includes('/api/vercelApiRouter')) as PerformanceResourceTiming | undefined;
          if (!call) return;
          observer.disconnect();
          done(call.responseStart);
        }).observe({ type: 'resource', buffered: true });
      }),
  );
}

const line = (values: number[]) => `median ${median(values).toFixed(0)} ms, worst ${Math.max(...values).toFixed(0)} ms`;

/** Enter → first word in both tabs, `runs` fresh pages each, alternating; prints the figures. */
export async function measureFirstWords({ fake, open }: BenchApp, runs: number): Promise<void> {
  const results = new Map<string, Timing[]>(TABS.map((tab) => [tab.name, []]));
  for (let run = 0; run < runs * TABS.length; run++) {
    const tab = TABS[run % TABS.length]!;
    const page = await open();
    await page.getByRole('tab', { name: tab.title }).click();
    const box = page.getByRole('textbox', { name: 'Query' });
    await box.pressSequentially(TEXT.slice(0, 12));
    await box.fill(TEXT);
    await page.waitForLoadState('networkidle');
    // The first word at once, the rest a moment later: the page must show the first on its own.
    fake.script({ chunks: [`${FIRST_WORD} `, 'the meeting moves to Thursday.'], chunkDelayMs: 300 });
    const timing = timeFirstWord(page);
    await box.press('Enter');
    const { start, painted } = await timing;
    const firstByte = await answerFirstByte(page);
    results.get(tab.name)!.push({ enterToWord: painted - start, firstByteToWord: painted - firstByte });
    await page.close();
  }
  console.log(`first-word: ${runs} fresh pages per tab, alternating (1280 px)`);
  for (const [name, timings] of results) {
    console.log(`  ${name.padEnd(18)} Enter → first word painted: ${line(timings.map((t) => t.enterToWord))}`);
    console.log(`  ${''.padEnd(18)} answer's first byte in the page → painted: ${line(timings.map((t) => t.firstByteToWord))}`);
  }
  const plain = median(results.get(TABS[0].name)!.map((t) => t.enterToWord));
  const changes = median(results.get(TABS[1].name)!.map((t) => t.enterToWord));
  console.log(`  Changes / plain (medians): ${(changes / plain).toFixed(2)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await withBenchApp((app) => measureFirstWords(app, RUNS));
}
