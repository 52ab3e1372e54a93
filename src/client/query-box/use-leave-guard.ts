import { useEffect } from 'react';

/**
 * While the box holds text, leaving the page (reload, close, another address) asks first, with the
 * browser's own prompt (DESIGN.md, The second minute). The text is never stored (SPEC.md section 1),
 * so this prompt is all that keeps it. Browsers show the prompt only after the person has
 * interacted with the page, and never let a page choose its words.
 */
export function useLeaveGuard(hasText: boolean): void {
  useEffect(() => {
    if (!hasText) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set (any value; its text is ignored).
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasText]);
}
