import { REMOVE_TOAST_MS } from '../../shared/config/app-config';
import { MESSAGES } from '../../shared/config/messages';
import type { Tab } from '../../shared/tab';
import { isTouchOnly } from '../lib/platform';
import type { Refusal } from '../state/tab-operations';
import { useTabStore } from '../state/tab-store';
import { showError, showSuccess } from '../ui/toast';
import { TAB_LABELS } from './tab-labels';

/**
 * The tab commands (add, remove, undo, save) as the tabs bar, the tab dialog and the shortcuts run
 * them: each asks the store, which reports what happened, and shows what SPEC.md says for the
 * outcome (alerts for refusals, toasts for changes).
 */

/** Refusals that SPEC.md announces; 'empty' and 'duplicate' are shown inside the dialog instead. */
function alertRefusal(refusal: Refusal): void {
  if (refusal === 'limit') window.alert(MESSAGES.tabLimit);
  else if (refusal === 'last-tab') window.alert(MESSAGES.cantRemoveLastTab);
  else if (refusal === 'not-found') showError(MESSAGES.tabNotFound);
}

export function openAddTab(): void {
  const outcome = useTabStore.getState().openAddTab();
  if (!outcome.ok) alertRefusal(outcome.refusal);
}

/**
 * Removes the tab with SPEC.md's toast, which also carries an Undo button. Returns whether it was
 * removed; `afterUndo` runs when the toast's button put it back (to place the focus).
 */
export function removeTab(index: number, afterUndo?: () => void): boolean {
  const outcome = useTabStore.getState().removeTab(index);
  if (!outcome.ok) {
    alertRefusal(outcome.refusal);
    return false;
  }
  // SPEC.md's toast names Ctrl + Z; a touch-only device has no such key, only the toast's Undo.
  showSuccess(isTouchOnly() ? TAB_LABELS.removedOnTouch : MESSAGES.tabRemoved, REMOVE_TOAST_MS, {
    label: TAB_LABELS.undo,
    onClick: () => {
      if (undoRemove()) afterUndo?.();
    },
  });
  return true;
}

/** Ctrl/Cmd+Z or the toast's Undo: false when there is nothing to undo, so the key keeps its usual meaning. */
export function undoRemove(): boolean {
  const outcome = useTabStore.getState().undoRemove();
  if (outcome === null) return false;
  if (outcome.ok) showSuccess(MESSAGES.tabRestored);
  else alertRefusal(outcome.refusal);
  return true;
}

/**
 * Saves the tab dialog: 'saved' (toasted), 'closed' (the tab limit or a vanished tab, announced,
 * dialog closed), or the refusal the dialog shows itself ('empty', 'duplicate').
 */
export function saveTab(editIndex: number | undefined, tab: Tab): 'saved' | 'closed' | 'empty' | 'duplicate' {
  const store = useTabStore.getState();
  const outcome = editIndex === undefined ? store.addTab(tab) : store.updateTab(editIndex, tab);
  if (outcome.ok) {
    showSuccess(editIndex === undefined ? MESSAGES.tabAdded : MESSAGES.tabUpdated);
    return 'saved';
  }
  if (outcome.refusal === 'empty' || outcome.refusal === 'duplicate') return outcome.refusal;
  alertRefusal(outcome.refusal);
  store.closeTabDialog();
  return 'closed';
}
