import { useEffect } from 'react';
import { registerShortcuts } from '../lib/shortcut-registry';

/**
 * Escape alone, with no dialog open (Escape closes those; an open dropdown takes the key first and
 * marks it handled, which the shortcut registry respects).
 */
export const isStopKey = (e: KeyboardEvent): boolean =>
  e.key === 'Escape' && !e.ctrlKey && !e.altKey && !e.metaKey && !e.shiftKey && !document.querySelector('[role="dialog"]');

/** Escape stops the reply while it streams, unless a dialog or a dropdown is open (Escape closes those). */
export function useStopShortcut(streaming: boolean, stop: () => void): void {
  useEffect(() => {
    if (!streaming) return;
    return registerShortcuts({
      stopReply: {
        matches: isStopKey,
        run: () => {
          stop();
          return true;
        },
      },
    });
  }, [streaming, stop]);
}
