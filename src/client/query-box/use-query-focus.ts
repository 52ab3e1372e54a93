import { useEffect, type RefObject } from 'react';
import { isTextField } from '../lib/key-matchers';
import { provideAction } from '../lib/page-actions';
import { registerShortcuts } from '../lib/shortcut-registry';
import { selectDialogOpen, useTabStore } from '../state/tab-store';

/** The query box offers its focus to the page: the '/' shortcut, and `focusQuery` for the tab dialog. */
export function useQueryFocus(textareaRef: RefObject<HTMLTextAreaElement | null>): void {
  useEffect(() => {
    const focus = () => textareaRef.current?.focus();
    const unprovide = provideAction('focusQuery', focus);
    const unregister = registerShortcuts({
      focusQuery: {
        // SPEC.md section 5: not while the box has focus, a dialog is open, or Ctrl/Meta/Alt is held;
        // nor while typing in another field, where '/' is just a character.
        matches: (e) =>
          e.key === '/' &&
          !e.ctrlKey &&
          !e.metaKey &&
          !e.altKey &&
          document.activeElement !== textareaRef.current &&
          !selectDialogOpen(useTabStore.getState()) &&
          !isTextField(document.activeElement),
        run: () => {
          focus();
          return true;
        },
      },
    });
    return () => {
      unprovide();
      unregister();
    };
  }, [textareaRef]);
}
