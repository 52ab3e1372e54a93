import { useEffect } from 'react';
import { ctrlOnly, isLetter, isTextField, primaryOnly } from '../lib/key-matchers';
import { registerShortcuts } from '../lib/shortcut-registry';

/** Ctrl/Cmd+C copies the reply on show, as its Copy button does, while the reply is mounted. */
export function useCopyShortcut(copy: () => Promise<void>): void {
  useEffect(
    () =>
      registerShortcuts({
        copyReply: {
          // Copying a selection, or inside a text field, stays the browser's job.
          matches: (e, apple) =>
            (ctrlOnly(e) || primaryOnly(e, apple)) &&
            isLetter(e, 'c') &&
            !isTextField(document.activeElement) &&
            (window.getSelection()?.toString() ?? '') === '',
          run: () => {
            void copy();
            return true;
          },
        },
      }),
    [copy],
  );
}
