/**
 * Runs in the page (page.addInitScript) before the app: measures one streamed reply and leaves the
 * figures in `window.__bench`. Self-contained, because Playwright sends it to the page as source.
 */
export interface ProbeResult {
  renderMs: number;
  firstTextMs: number;
  lastTokenToDomMs: number;
  lastTokenToFrameMs: number;
  longestTask: number;
  longTasks: number;
  longestFrame: number;
  longestFrameGap: number;
  parses: number;
  framesWithParse: number;
  maxParsesPerFrame: number;
  reparses: number;
  maxReparsesPerFrame: number;
}

export function installProbe({ endMark, parseMark, reparseMark }: { endMark: string; parseMark: string; reparseMark: string }): void {
  const w = window as unknown as { __bench: ProbeResult | undefined };
  const longest = { task: 0, tasks: 0, frame: 0 };
  const parseTimes: number[] = [];
  const reparseTimes: number[] = [];
  let start = 0; // When Enter submitted the query.
  const observe = (type: string, onEntry: (entry: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type });
    } catch {
      // Entry type not supported by this Chromium.
    }
  };
  // Only what happens after submit counts (not loading the page or the markdown chunk).
  observe('longtask', (e) => {
    if (start === 0 || e.startTime < start) return;
    longest.task = Math.max(longest.task, e.duration);
    longest.tasks++;
  });
  observe('long-animation-frame', (e) => {
    if (start === 0 || e.startTime < start) return;
    longest.frame = Math.max(longest.frame, e.duration);
  });
  observe('mark', (e) => {
    if (e.name === parseMark) parseTimes.push(e.startTime);
    if (e.name === reparseMark) reparseTimes.push(e.startTime);
  });

  // The last token arrives in the same network chunk as the closing `done` event.
  let lastTokenAt = 0;
  const decoder = new TextDecoder();
  const read = ReadableStreamDefaultReader.prototype.read;
  ReadableStreamDefaultReader.prototype.read = function patchedRead(this: ReadableStreamDefaultReader<unknown>) {
    return read.call(this).then((result) => {
      const value: unknown = result.value;
      const text = value instanceof Uint8Array ? decoder.decode(value, { stream: true }) : typeof value === 'string' ? value : '';
      if (lastTokenAt === 0 && text.includes('"type":"done"')) lastTokenAt = performance.now();
      return result;
    });
  } as typeof read;

  let firstText = 0;
  // Long tasks and long animation frames are only reported above 50 ms; the gap between two
  // frames while the reply streams shows the smaller stalls too (16.7 ms is a smooth 60 Hz).
  let longestFrameGap = 0;
  const frames: number[] = [];
  // When each frame's callbacks ran, not the frame's own time stamp: on a busy main thread that
  // stamp can be older than work done in the frame before, which would then count twice.
  const onFrame = () => {
    const now = performance.now();
    const last = frames.at(-1);
    if (start !== 0 && last !== undefined) longestFrameGap = Math.max(longestFrameGap, now - last);
    if (start !== 0) frames.push(now);
    if (w.__bench === undefined) requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);

  // A parse belongs to the frame whose callbacks ran last before it.
  const perFrame = (times: number[]) => {
    const counts = new Map<number, number>();
    let frame = 0;
    for (const time of [...times].sort((a, b) => a - b)) {
      while (frame < frames.length && (frames[frame] ?? Infinity) <= time) frame++;
      counts.set(frame, (counts.get(frame) ?? 0) + 1);
    }
    return counts;
  };

  document.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && start === 0) start = performance.now();
  }, { capture: true });
  const observer = new MutationObserver(() => {
    const region = document.querySelector('section[aria-label="Reply"]');
    if (!region || start === 0) return;
    if (firstText === 0) firstText = performance.now() - start;
    if (!region.textContent?.includes(endMark)) return;
    observer.disconnect();
    const inDom = performance.now();
    requestAnimationFrame(() => {
      const frameTime = performance.now();
      const timing = { renderMs: frameTime - start, lastTokenToDomMs: inDom - lastTokenAt, lastTokenToFrameMs: frameTime - lastTokenAt };
      // Parses are counted a second later: performance observers report late, and finished blocks
      // may still be parsed again for a definition that came at the end.
      setTimeout(() => {
        const counts = perFrame(parseTimes);
        const reparses = perFrame(reparseTimes);
        w.__bench = {
          ...timing,
          firstTextMs: firstText,
          longestTask: longest.task,
          longTasks: longest.tasks,
          longestFrame: longest.frame,
          longestFrameGap,
          parses: parseTimes.length,
          framesWithParse: counts.size,
          maxParsesPerFrame: Math.max(0, ...counts.values()),
          reparses: reparseTimes.length,
          maxReparsesPerFrame: Math.max(0, ...reparses.values()),
        };
      }, 1000);
    });
  });
  // The whole document: this runs before the page has a body.
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}
