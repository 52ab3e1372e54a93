/**
 * Runs in the page (page.addInitScript) before the app: times one long document and leaves the
 * figures in `window.__documentBench`. Times are wall-clock milliseconds (performance.timeOrigin +
 * performance.now()), so they compare with the stand-in server's Date.now(). Self-contained:
 * Playwright sends it to the page as source.
 */
export interface DocumentProbe {
  submitAt: number;
  firstPaintAt: number;
  lastPaintAt: number;
  longestTask: number;
  longTasks: number;
  longestFrameGap: number;
}

export function installDocumentProbe(): void {
  const w = window as unknown as { __documentBench: DocumentProbe | undefined };
  const wall = () => performance.timeOrigin + performance.now();
  const result = { submitAt: 0, firstPaintAt: 0, lastPaintAt: 0, longestTask: 0, longTasks: 0, longestFrameGap: 0 };
  let started = 0; // performance.now() at submit
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (started === 0 || entry.startTime < started || result.lastPaintAt !== 0) continue;
        result.longestTask = Math.max(result.longestTask, entry.duration);
        result.longTasks += 1;
      }
    }).observe({ type: 'longtask' });
  } catch {
    // No long-task timing in this Chromium.
  }
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' || started !== 0) return;
      started = performance.now();
      result.submitAt = wall();
    },
    true,
  );
  let lastFrame = 0;
  const onFrame = () => {
    const now = performance.now();
    if (started !== 0 && lastFrame !== 0) result.longestFrameGap = Math.max(result.longestFrameGap, now - lastFrame);
    lastFrame = now;
    if (started !== 0) {
      // The frame after the text reached the DOM is the one that paints it.
      if (result.firstPaintAt === 0 && (document.querySelector('.output__body')?.textContent ?? '') !== '') result.firstPaintAt = wall();
      const done = [...document.querySelectorAll('[role="status"]')].some((el) => /^Response time:/.test(el.textContent ?? ''));
      if (done) {
        result.lastPaintAt = wall();
        w.__documentBench = result;
        return;
      }
    }
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
}
