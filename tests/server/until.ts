export interface UntilOptions {
  /** How long the condition may take; past it, until() throws. */
  timeoutMs?: number;
  /** What the error says was awaited (a function is asked only when it is thrown, for the state then). */
  what?: string | (() => string);
}

/**
 * Waits until `check` holds, for a condition that an event elsewhere makes true (a socket closing,
 * another process answering), and throws when it does not within `timeoutMs`: a wait that ended
 * silently let the test go on to assert on a state that never came, and fail far from the cause.
 * It asks again soon at first, then less often (a slow condition, such as another process
 * starting, is not polled a hundred times a second while it needs the CPU).
 */
export async function until(check: () => boolean | Promise<boolean>, { timeoutMs = 10_000, what = 'the condition' }: UntilOptions = {}): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let waitMs = 2;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`until: ${typeof what === 'function' ? what() : what} did not hold within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    waitMs = Math.min(waitMs * 2, 50);
  }
}
