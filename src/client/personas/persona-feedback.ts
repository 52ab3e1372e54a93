import { isPageUndo } from '../lib/key-matchers';
import type { ShortcutHandler } from '../lib/shortcut-registry';
import type { ShortcutId } from '../lib/shortcut-catalogue';
import { selectDialogOpen, useTabStore } from '../state/tab-store';
import { showError, showSuccess } from '../ui/toast';
import { PERSONA_LABELS } from './persona-labels';

/**
 * Ctrl/Cmd+Z or the deletion toast's Undo (DESIGN.md, The second minute): the persona comes back
 * at its place with its modes. False when there is nothing to undo, so the key keeps its usual meaning.
 */
export function undoDeletePersona(): boolean {
  const undone = useTabStore.getState().undoDeletePersona();
  if (undone === null) return false;
  if (undone.outcome.ok) showSuccess(PERSONA_LABELS.restored(undone.name));
  else showError(PERSONA_LABELS.notRestored(undone.name));
  return true;
}

/** The personas' shortcut, registered while the persona menu is mounted. */
export const PERSONA_SHORTCUTS: Partial<Record<ShortcutId, ShortcutHandler>> = {
  undoDeletePersona: {
    matches: (e, apple) => isPageUndo(e, apple) && !selectDialogOpen(useTabStore.getState()),
    run: () => undoDeletePersona(),
  },
};
