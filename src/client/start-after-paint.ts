/**
 * Fetches and starts the page's script once the prerendered shell is on screen. `scripts` is the
 * entry first, then the chunks it imports, which are preloaded beside it so that none waits for
 * the entry to name it.
 *
 * Why after the first contentful paint, and not only after the first frame: on a slow phone link
 * the script (some 80 KB) would share the bandwidth with the stylesheet the paint waits for, and
 * React's start-up (its one long task) would hold the paint back. The paint comes first; the
 * script follows at once, and a key or a press made before it has started is held (shell-boot.ts).
 *
 * It starts at once where no such paint will come: a page opened in the background paints
 * nothing, and a browser without paint timing cannot say (then it starts after the first frame).
 * A shell that never paints does not keep the page from starting: it starts `latestMs` after
 * this script at the latest.
 *
 * It is inlined as text into index.html (vite-start-after-paint.ts at the root), so it must stay
 * self-contained: no imports. `load` starts a script (an import; the tests give their own).
 */
export function startAfterFirstPaint(scripts: string[], latestMs: number, load = (src: string): unknown => import(src)): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const [entry, ...chunks] = scripts;
    for (const href of chunks) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (entry) void load(entry);
  };
  if (document.visibilityState === 'hidden') return start();
  if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    // A task after the frame's callbacks: the frame they belong to is painted by then.
    requestAnimationFrame(() => setTimeout(start));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(start, latestMs);
}
