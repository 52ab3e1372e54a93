/**
 * An abort signal that fires when the client goes away or when `ms` pass without `touch()`.
 * A stream calls touch() per chunk, so the deadline bounds the wait for each piece, not the reply.
 */
export interface Deadline {
  signal: AbortSignal;
  timedOut(): boolean;
  touch(): void;
  /** Aborts now (the client left), then clears. */
  abort(): void;
  clear(): void;
}

export function createDeadline(ms: number, parent: AbortSignal): Deadline {
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
  function clear() {
    clearTimeout(timer);
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
