import { IDLE_LOAD_TIMEOUT_MS } from '../../shared/config/app-config';

/**
 * Runs `callback` once the page has loaded and the browser is idle, i.e. after the first paint, so
 * that enhancements (drag and drop, the persona dropdown) stay out of the first-load budget. A
 * browser that stays busy (seen in headless Chromium on a loaded machine: no idle moment for over
 * 5 s) still runs it after IDLE_LOAD_TIMEOUT_MS. Returns a cancel function for effect clean-up.
 */
export function whenIdle(callback: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => !cancelled && callback(), { timeout: IDLE_LOAD_TIMEOUT_MS });
    else window.setTimeout(() => !cancelled && callback(), 1);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
  };
}
