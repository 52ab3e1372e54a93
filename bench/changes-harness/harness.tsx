/**
 * The changes view alone, as the page shows it once a reply is complete (bench/changes-view.ts).
 * The page itself cannot be given a 10,000-word text yet: a composed prompt is capped at
 * MAX_QUERY_CHARS until long documents are split into parts.
 */
import { createRoot } from 'react-dom/client';
import { ChangesView } from '../../src/client/reply/changes/changes-view';
import { prepareComparison, runComparison } from '../../src/client/reply/changes/run-comparison';
import '../../src/client/styles/global.css';
import '../../src/client/reply/output-display.css';

export interface HarnessFigures {
  paintedMs: number;
  allMountedMs: number;
  changes: number;
  longestTaskMs: number;
  longTasks: number;
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));

/** Characters a reply grows by between two reads while it streams (CHANGES_PREPARE_INTERVAL_MS at 1,000 tokens a second). */
const LAST_UNREAD_CHARS = 1_000;

async function run(original: string, markdown: string): Promise<HarnessFigures> {
  // As in the page, the worker has read the reply as it streamed, up to its last quarter second.
  const streamed = markdown.slice(0, -LAST_UNREAD_CHARS);
  prepareComparison(streamed);
  // Let the worker finish that read (it happened while the reply streamed, not after its end): a
  // comparison of the same text against nothing reads nothing new and costs next to nothing.
  await runComparison('', streamed);

  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });

  const container = document.getElementById('root') as HTMLElement;
  const start = performance.now();
  createRoot(container).render(
    <section className="output">
      <div className="output__body output__body--small">
        <ChangesView original={original} markdown={markdown} onText={() => {}} />
      </div>
    </section>,
  );
  // Painted: the frame after the first changes are in the DOM.
  while (!container.querySelector('.change')) await nextFrame();
  const paintedMs = (await nextFrame()) - start;
  // Mounted: no new change for ten frames.
  let count = 0;
  let still = 0;
  let mountedAt = performance.now();
  while (still < 10) {
    await nextFrame();
    const now = container.querySelectorAll('.change').length;
    if (now !== count) {
      count = now;
      still = 0;
      mountedAt = performance.now();
    } else still++;
  }
  observer.disconnect();
  return { paintedMs, allMountedMs: mountedAt - start, changes: count, longestTaskMs: Math.max(0, ...tasks), longTasks: tasks.length };
}

(window as unknown as { runBench: typeof run }).runBench = run;
