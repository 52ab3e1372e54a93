import { useEffect, type RefObject } from 'react';

/**
 * Focuses the element as it appears if the focus was lost (it sits on the body), as it is when the
 * button just pressed goes away: Stop gives way to Regenerate and the other way round, so a keyboard
 * or screen-reader user stays on the reply's controls. Focus the person put anywhere else stays.
 */
export function useFocusWhenLost(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const active = document.activeElement;
    // Without scrolling: Stop sits above a long reply, Regenerate under it, and the page stays where the person is.
    if (active === null || active === document.body) ref.current?.focus({ preventScroll: true });
  }, [ref]);
}
