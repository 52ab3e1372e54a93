/**
 * An abort signal that fires when the client goes away, when `ms` pass without `touch()`, or when
 * `maxTotalMs` pass at all. A stream calls touch() per chunk, so `ms` bounds the wait for each
 * piece and `maxTotalMs` the whole reply (an upstream that never stops sending).
 */
export interface Deadline {
  signal: AbortSignal;
  timedOut(): boolean;
  touch(): void;
  /** Aborts now (the client left), then clears. */
  abort(): void;
  clear(): void;
}

export function createDeadline(ms: number, parent: AbortSignal, maxTotalMs?: number): Deadline {
  const controller = new AbortController();
  let expired = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onParentAbort = () => controller.abort(parent.reason);
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      expired = true;
      controller.abort(new Error('upstream deadline passed'));
    }, ms);
  };
  if (parent.aborted) controller.abort(parent.reason);
  else parent.addEventListener('abort', onParentAbort, { once: true });
  arm();
  const totalTimer =
    maxTotalMs === undefined
      ? undefined
      : setTimeout(() => {
          expired = true;
          controller.abort(new Error('stream duration limit passed'));
        }, maxTotalMs);
  function clear() {
    clearTimeout(timer);
    clearTimeout(totalTimer);
    parent.removeEventListener('abort', onParentAbort);
  }
  return {
    signal: controller.signal,
    timedOut: () => expired,
    touch: () => {
      if (!controller.signal.aborted) arm();
    },
    clear,
    abort: () => {
      controller.abort(new Error('client went away'));
      clear();
    },
  };
}
