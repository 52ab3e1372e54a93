import { IDLE_LOAD_TIMEOUT_MS } from '../../shared/config/app-config';

interface IdleWork {
  run: () => unknown;
  cancelled: boolean;
}

// One piece of work at a time, each in an idle moment of its own: code loaded when idle is
// evaluated as it arrives, and chunks arriving together would make one long task of the page.
const queue: IdleWork[] = [];
let busy = false;

function next(): void {
  if (busy) return;
  const work = queue.shift();
  if (!work) return;
  if (work.cancelled) return next();
  busy = true;
  const idle = () => {
    let result: unknown;
    try {
      if (!work.cancelled) result = work.run();
    } finally {
      // The next waits until this one's code has arrived and run, or failed to, or a timeout (a
      // request the network never answers must not hold the rest).
      void Promise.race([Promise.resolve(result).catch(() => {}), new Promise((resolve) => setTimeout(resolve, IDLE_LOAD_TIMEOUT_MS))]).then(() => {
        busy = false;
        next();
      });
    }
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(idle, { timeout: IDLE_LOAD_TIMEOUT_MS });
  else setTimeout(idle, 1);
}

/**
 * Runs `callback` once the page has loaded and the browser is idle, i.e. after the first paint, so
 * that enhancements (drag and drop, the persona dropdown) stay out of the first-load budget. A
 * browser that stays busy (seen in headless Chromium on a loaded machine: no idle moment for over
 * 5 s) still runs it after IDLE_LOAD_TIMEOUT_MS. Callbacks run one at a time, in the order given:
 * one that returns a promise (a chunk it loads) holds the next until it settles. Returns a cancel
 * function for effect clean-up.
 */
export function whenIdle(callback: () => unknown): () => void {
  const work: IdleWork = { run: callback, cancelled: false };
  const enqueue = () => {
    queue.push(work);
    next();
  };
  if (document.readyState === 'complete') enqueue();
  else addEventListener('load', enqueue, { once: true });
  return () => {
    work.cancelled = true;
    removeEventListener('load', enqueue);
  };
}
