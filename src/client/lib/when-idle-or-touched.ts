import { onFirstContact } from './first-contact';
import { whenIdle } from './when-idle';

/**
 * Runs `callback` once: when the page is idle (whenIdle's turn), or at the person's first press,
 * key or focus anywhere on the page if that comes sooner (at once if it has), so that what they
 * reach for is on its way.
 */
export function whenIdleOrTouched(callback: () => unknown): void {
  let done = false;
  let cancelIdle = () => {};
  let cancelContact = () => {};
  const run = () => {
    if (done) return;
    done = true;
    cancelIdle();
    cancelContact();
    return callback();
  };
  cancelContact = onFirstContact(run);
  if (!done) cancelIdle = whenIdle(run);
}
