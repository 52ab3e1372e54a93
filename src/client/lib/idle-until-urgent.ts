import { IDLE_WORK_TIMEOUT_MS } from '../../shared/config/app-config';

export interface IdleTask {
  /** Runs the work once the browser is idle (after the frame being drawn); repeated calls coalesce. */
  schedule(): void;
  /** Runs scheduled work now, if any. */
  flush(): void;
  /** Drops scheduled work. */
  cancel(): void;
}

/**
 * Work a person does not see, such as saving to storage or updating the address bar, kept off the
 * frame that answers a click: it runs when the browser is next idle, at the latest after
 * IDLE_WORK_TIMEOUT_MS, and at once when the page is hidden or left, so nothing is lost on a close
 * or a reload ("idle until urgent").
 */
export function idleUntilUrgent(work: () => void): IdleTask {
  let cancelScheduled: (() => void) | null = null;
  const onHide = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const stopListening = () => {
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onHide);
  };
  const cancel = () => {
    cancelScheduled?.();
    cancelScheduled = null;
    stopListening();
  };
  function flush() {
    if (!cancelScheduled) return;
    cancel();
    work();
  }
  const schedule = () => {
    if (cancelScheduled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(flush, { timeout: IDLE_WORK_TIMEOUT_MS });
      cancelScheduled = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(flush, 0);
      cancelScheduled = () => window.clearTimeout(id);
    }
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
  };
  return { schedule, flush, cancel };
}
