/**
 * Runs in the page (page.addInitScript) before the app, for bench/compare-replies.ts: while several
 * replies stream side by side, it records the longest main-thread task after the submit, when each
 * stream's closing `done` event arrived, and the frame in which every article shows its reply's end.
 * Self-contained, because Playwright sends it to the page as source.
 */
export interface CompareProbeResult {
  articles: number;
  longestTask: number;
  longTasks: number;
  longestFrame: number;
  /** From the last stream's `done` arriving to the frame that shows every reply's end. */
  lastTokenToFrameMs: number;
  /** From the submit to that frame. */
  renderMs: number;
}

export function installCompareProbe({ endMark, articles }: { endMark: string; articles: number }): void {
  const w = window as unknown as { __bench: CompareProbeResult | undefined };
  const longest = { task: 0, tasks: 0, frame: 0 };
  let start = 0;
  const doneAt: number[] = [];
  const observe = (type: string, onEntry: (entry: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type });
    } catch {
      // Entry type not supported by this Chromium.
    }
  };
  observe('longtask', (e) => {
    if (start === 0 || e.startTime < start) return;
    longest.task = Math.max(longest.task, e.duration);
    longest.tasks++;
  });
  observe('long-animation-frame', (e) => {
    if (start !== 0 && e.startTime >= start) longest.frame = Math.max(longest.frame, e.duration);
  });
  // Each stream's last token comes in the network chunk that closes it with `done`.
  const decoder = new TextDecoder();
  const read = ReadableStreamDefaultReader.prototype.read;
  ReadableStreamDefaultReader.prototype.read = function patchedRead(this: ReadableStreamDefaultReader<unknown>) {
    return read.call(this).then((result) => {
      const value: unknown = result.value;
      const text = value instanceof Uint8Array ? decoder.decode(value) : typeof value === 'string' ? value : '';
      if (text.includes('"type":"done"')) doneAt.push(performance.now());
      return result;
    });
  } as typeof read;
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && start === 0) start = performance.now();
  }, { capture: true });
  const observer = new MutationObserver(() => {
    if (start === 0) return;
    const regions = [...document.querySelectorAll('article section[aria-label^="Reply"]')];
    if (regions.length < articles || !regions.every((r) => r.textContent?.includes(endMark))) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const frame = performance.now();
      // Observers report late: the figures are read a second later.
      setTimeout(() => {
        w.__bench = {
          articles: regions.length,
          longestTask: longest.task,
          longTasks: longest.tasks,
          longestFrame: longest.frame,
          lastTokenToFrameMs: frame - Math.max(...doneAt),
          renderMs: frame - start,
        };
      }, 1000);
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}
