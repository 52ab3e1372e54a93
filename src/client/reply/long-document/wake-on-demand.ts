/**
 * Waits that the person can cut short: `sleep` is the runner's sleep, and `wake()` ends every wait
 * begun so far at once (the call then goes ahead; a Stop still aborts it through its own signal).
 */
export interface Waker {
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  wake(): void;
}

export function createWaker(sleep: (ms: number, signal: AbortSignal) => Promise<void>): Waker {
  let current = new AbortController();
  return {
    sleep(ms, signal) {
      const either = new AbortController();
      const waking = current.signal;
      const end = () => either.abort();
      if (signal.aborted) end();
      signal.addEventListener('abort', end, { once: true });
      waking.addEventListener('abort', end, { once: true });
      return sleep(ms, either.signal).finally(() => {
        signal.removeEventListener('abort', end);
        waking.removeEventListener('abort', end);
      });
    },
    wake() {
      current.abort();
      current = new AbortController();
    },
  };
}
