import { setMaxListeners } from 'node:events';

/**
 * What an instance knows of its own life: the model calls in flight (MAX_UPSTREAM_CONCURRENCY
 * counts them) and whether it is shutting down. On SIGTERM /readyz turns 503 and new calls are
 * refused at once; calls in flight get the grace period, then `endCalls` aborts and the ones still
 * open end with `server_shutting_down`.
 */
export interface ServerLifecycle {
  readonly draining: boolean;
  /** Aborts when the calls still open after the grace period must end. */
  readonly endCalls: AbortSignal;
  inFlight(): number;
  callStarted(): void;
  callEnded(): void;
  /** Drains: waits up to `graceMs` for calls in flight, ends the rest, and resolves once they closed. */
  shutdown(graceMs: number): Promise<void>;
}

/** After the streams were told to end, how long their last event may take to leave. */
const FINAL_EVENTS_MS = 1_000;

export function createServerLifecycle(): ServerLifecycle {
  const end = new AbortController();
  // Every call in flight listens for the end (deadline.ts): hundreds at once are expected, not a leak.
  setMaxListeners(0, end.signal);
  let draining = false;
  let calls = 0;
  let onIdle: (() => void) | undefined;
  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      if (calls === 0) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        onIdle = undefined;
        resolve();
      }
      onIdle = done;
    });
  return {
    get draining() {
      return draining;
    },
    endCalls: end.signal,
    inFlight: () => calls,
    callStarted: () => {
      calls += 1;
    },
    callEnded: () => {
      calls -= 1;
      if (calls === 0) onIdle?.();
    },
    async shutdown(graceMs) {
      draining = true;
      await idle(graceMs);
      end.abort(new Error('server shutting down'));
      await idle(FINAL_EVENTS_MS);
    },
  };
}
