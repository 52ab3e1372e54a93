import { whenIdle } from './when-idle';

/**
 * Starts something whose code loads after the first paint: when the page is idle, or at once when
 * the person acts first (`onAsked`: they typed or submitted, and a submit must not wait for an idle
 * moment). A start that fails (its chunk did not load: the network dropped) is tried again the
 * next time they act.
 */
export function startWhenNeeded(start: () => Promise<unknown>, onAsked: (listener: () => void) => () => void): void {
  let stopWaiting = () => {};
  const run = () => {
    stopWaiting();
    start().catch(() => {
      stopWaiting = onAsked(run);
    });
  };
  const stopListening = onAsked(run);
  const cancelIdle = whenIdle(run);
  stopWaiting = () => {
    stopListening();
    cancelIdle();
  };
}
