/**
 * An abort signal for one model call that fires when `ms` pass without `touch()`, when
 * `maxTotalMs` pass at all, when `parent` aborts (the instance's shutdown), or on `abort()` (the
 * client left). A stream calls touch() per chunk, so `ms` bounds the wait for each piece and
 * `maxTotalMs` the whole reply (an upstream that never stops sending).
 */
export interface Deadline {
  signal: AbortSignal;
  timedOut(): boolean;
  touch(): void;
  /** Aborts now (the client left), then clears. */
  abort(): void;
  clear(): void;
}

/**
 * One AbortController and one timer per call: touch() only notes the time, and the timer, when it
 * fires, sets itself again for what is left (re-arming a timer per chunk, and a second signal
 * joined with AbortSignal.any, cost CPU on every call: bench/proxy-overhead.ts).
 */
export function createDeadline(ms: number, parent: AbortSignal, maxTotalMs?: number): Deadline {
  const controller = new AbortController();
  const started = performance.now();
  const endAt = maxTotalMs === undefined ? Number.POSITIVE_INFINITY : started + maxTotalMs;
  let lastTouch = started;
  let expired = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onParentAbort = () => {
    controller.abort(parent.reason);
    clear();
  };
  const check = () => {
    const now = performance.now();
    const next = Math.min(lastTouch + ms, endAt);
    if (now < next) {
      timer = setTimeout(check, Math.ceil(next - now));
      return;
    }
    expired = true;
    controller.abort(new Error(now >= endAt ? 'stream duration limit passed' : 'upstream deadline passed'));
    clear();
  };
  function clear() {
    clearTimeout(timer);
    parent.removeEventListener('abort', onParentAbort);
  }
  if (parent.aborted) controller.abort(parent.reason);
  else {
    parent.addEventListener('abort', onParentAbort, { once: true });
    timer = setTimeout(check, Math.min(ms, endAt - started));
  }
  return {
    signal: controller.signal,
    timedOut: () => expired,
    touch: () => {
      lastTouch = performance.now();
    },
    clear,
    abort: () => {
      controller.abort(new Error('client went away'));
      clear();
    },
  };
}
