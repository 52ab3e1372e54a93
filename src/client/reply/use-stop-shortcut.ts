import { useEffect } from 'react';
import { registerShortcuts } from '../lib/shortcut-registry';

/** Escape stops the reply while it streams, unless a dialog or a dropdown is open (Escape closes those). */
export function useStopShortcut(streaming: boolean, stop: () => void): void {
  useEffect(() => {
    if (!streaming) return;
    return registerShortcuts({
      stopReply: {
        matches: (e) => e.key === 'Escape' && !e.ctrlKey && !e.altKey && !e.metaKey && !e.shiftKey && !document.querySelector('[role="dialog"]'),
        run: () => {
          stop();
          return true;
        },
      },
    });
  }, [streaming, stop]);
}
