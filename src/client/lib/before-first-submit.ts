import { whenIdle } from './when-idle';

let typed = false;
// Not where the page is prerendered (Node): nobody types there.
if (typeof window !== 'undefined') addEventListener('input', () => void (typed = true), { capture: true, once: true });

/**
 * Runs `load` once, before anyone can submit: when the page is first idle, or at the first typing
 * if that comes sooner (a busy phone may have no idle moment before someone types and presses
 * Enter), or at once when someone has typed already (code loaded meanwhile asks for more). What a
 * reply needs to reach the screen loads so, never between Enter and its first word; when idle, ahead
 * of the page's other idle work, one piece after another (a promise returned holds the next).
 */
export function loadBeforeFirstSubmit(load: () => unknown): void {
  if (typed) {
    load();
    return;
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancelIdle();
    removeEventListener('input', run, { capture: true });
    return load();
  };
  const cancelIdle = whenIdle(run, { beforeOthers: true });
  addEventListener('input', run, { capture: true, once: true });
}
