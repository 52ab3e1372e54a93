import { whenIdle } from './when-idle';

/**
 * Runs `load` once, before anyone can submit: when the page is first idle, or at the first typing
 * if that comes sooner (a busy phone may have no idle moment before someone types and presses
 * Enter). What a reply needs to reach the screen loads so, never between Enter and its first word.
 */
export function loadBeforeFirstSubmit(load: () => unknown): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancelIdle();
    removeEventListener('input', run, { capture: true });
    load();
  };
  const cancelIdle = whenIdle(run);
  addEventListener('input', run, { capture: true, once: true });
}
