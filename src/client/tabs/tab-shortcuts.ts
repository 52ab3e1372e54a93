import { bracketStep, ctrlOnly, digitOf, isLetter, isPageUndo } from '../lib/key-matchers';
import type { ShortcutHandler } from '../lib/shortcut-registry';
import type { ShortcutId } from '../lib/shortcut-catalogue';
import { selectTabs } from '../state/tab-lookups';
import { selectDialogOpen, useTabStore } from '../state/tab-store';
import { undoRemove } from './tab-commands';

const dialogOpen = () => selectDialogOpen(useTabStore.getState());

function goToTab(pick: (count: number, active: number) => number): boolean {
  const state = useTabStore.getState();
  const count = selectTabs(state).length;
  if (count === 0) return false;
  state.selectTab(pick(count, state.activeTabIndex));
  return true;
}

/** The tab shortcuts of SPEC.md section 4, none while a dialog is open. */
export const TAB_SHORTCUTS: Partial<Record<ShortcutId, ShortcutHandler>> = {
  jumpToTab: {
    matches: (e) => ctrlOnly(e) && (digitOf(e) ?? 0) > 0 && !dialogOpen(),
    // A number beyond the tab count jumps to the last tab.
    run: (e) => goToTab((count) => Math.min(digitOf(e) ?? count, count) - 1),
  },
  lastTab: {
    matches: (e) => ctrlOnly(e) && digitOf(e) === 0 && !dialogOpen(),
    run: () => goToTab((count) => count - 1),
  },
  stepTab: {
    matches: (e) => ctrlOnly(e) && bracketStep(e) !== undefined && !dialogOpen(),
    run: (e) => goToTab((count, active) => (active + (bracketStep(e) ?? 0) + count) % count),
  },
  editTab: {
    matches: (e) => ctrlOnly(e) && isLetter(e, 'e') && !dialogOpen(),
    run: () => {
      useTabStore.getState().openEditTab();
      return true;
    },
  },
  undoRemove: {
    // Only while a removal can be undone (run says), and never in a text field, where it undoes the typing.
    matches: (e, apple) => isPageUndo(e, apple) && !dialogOpen(),
    run: () => undoRemove(),
  },
};
