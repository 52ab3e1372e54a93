import { useEffect } from 'react';
import { ctrlOnly, hasFieldSelection, isLetter, primaryOnly } from '../lib/key-matchers';
import { registerShortcuts } from '../lib/shortcut-registry';

/** Ctrl/Cmd+C copies the reply on show, as its Copy button does, while the reply is mounted. */
export function useCopyShortcut(copy: () => Promise<void>): void {
  useEffect(
    () =>
      registerShortcuts({
        copyReply: {
          // Copying a selection stays the browser's job. A text field with nothing selected (the
          // query box right after a submit) copies nothing, so there the key copies the reply.
          matches: (e, apple) =>
            (ctrlOnly(e) || primaryOnly(e, apple)) &&
            isLetter(e, 'c') &&
            !hasFieldSelection(document.activeElement) &&
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
