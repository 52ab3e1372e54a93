import { whenIdle } from './when-idle';

const TOUCHES = ['pointerdown', 'keydown', 'focusin', 'input'] as const;

/**
 * Runs `callback` once: when the page is idle (whenIdle's turn), or at the person's first press,
 * key or focus anywhere on the page if that comes sooner, so that what they reach for is on its way.
 */
export function whenIdleOrTouched(callback: () => unknown): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancelIdle();
    for (const type of TOUCHES) removeEventListener(type, run, { capture: true });
    return callback();
  };
  const cancelIdle = whenIdle(run);
  for (const type of TOUCHES) addEventListener(type, run, { capture: true, once: true });
}
