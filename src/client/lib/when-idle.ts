import { IDLE_LOAD_TIMEOUT_MS } from '../../shared/config/app-config';

/**
 * Runs `callback` once the page has loaded and the browser is idle, i.e. after the first paint, so
 * that enhancements (drag and drop, the persona dropdown) stay out of the first-load budget. A
 * browser that stays busy (seen in headless Chromium on a loaded machine: no idle moment for over
 * 5 s) still runs it after IDLE_LOAD_TIMEOUT_MS. Returns a cancel function for effect clean-up.
 */
export function whenIdle(callback: () => void): () => void {
  let cancelled = false;
  const idle = () => !cancelled && callback();
  const run = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') requestIdleCallback(idle, { timeout: IDLE_LOAD_TIMEOUT_MS });
    else setTimeout(idle, 1);
  };
  if (document.readyState === 'complete') run();
  else addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    removeEventListener('load', run);
  };
}
