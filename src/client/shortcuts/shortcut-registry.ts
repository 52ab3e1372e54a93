import { focusQueryBox, copyOutput, isQueryBoxFocused } from '../reply/reply-actions';
import { selectTabs, useTabStore } from '../tabs/tab-store';

/** One keyboard shortcut: when it applies, what it does, and its row in the help dropdown. */
export interface Shortcut {
  keys: (apple: boolean) => string;
  action: string;
  matches: (event: KeyboardEvent, apple: boolean) => boolean;
  /** Returns false when it chose not to act, so the browser's own handling goes ahead. */
  run: (event: KeyboardEvent) => boolean;
}

/** Ctrl alone (no Alt, Meta or Shift): the tab shortcuts of SPEC.md section 4. */
const ctrlOnly = (e: KeyboardEvent) => e.ctrlKey && !e.altKey && !e.metaKey && !e.shiftKey;
/** Cmd on Apple platforms, Ctrl elsewhere. */
const primaryOnly = (e: KeyboardEvent, apple: boolean) =>
  (apple ? e.metaKey && !e.ctrlKey : e.ctrlKey && !e.metaKey) && !e.altKey && !e.shiftKey;

/** The digit of a key press on the main row or the keypad (e.code survives keyboard layouts and Ctrl). */
function digitOf(e: KeyboardEvent): number | undefined {
  const match = /^(?:Digit|Numpad)(\d)$/.exec(e.code) ?? /^(\d)$/.exec(e.key);
  return match ? Number(match[1]) : undefined;
}

/** A letter key by its character, or by its position when the layout types a non-Latin letter there. */
function isLetter(e: KeyboardEvent, letter: string): boolean {
  const key = e.key.toLowerCase();
  return key === letter || (!/^[a-z]$/.test(key) && e.code === `Key${letter.toUpperCase()}`);
}

/** -1 for '[', +1 for ']', by character or by key position. */
function bracketStep(e: KeyboardEvent): -1 | 1 | undefined {
  if (e.key === '[' || e.code === 'BracketLeft') return -1;
  if (e.key === ']' || e.code === 'BracketRight') return 1;
  return undefined;
}

function isTextField(el: Element | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el.isContentEditable || el instanceof HTMLTextAreaElement) return true;
  return el instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'range', 'submit', 'reset', 'file', 'color'].includes(el.type);
}

const dialogOpen = () => {
  const { tabDialog, personaDialog } = useTabStore.getState();
  return tabDialog !== null || personaDialog !== null;
};

function goToTab(pick: (count: number, active: number) => number): boolean {
  const state = useTabStore.getState();
  const count = selectTabs(state).length;
  if (count === 0) return false;
  state.selectTab(pick(count, state.activeTabIndex));
  return true;
}

/** Every shortcut of SPEC.md section 4 that this page handles globally, in the spec's order. */
export const SHORTCUTS: readonly Shortcut[] = [
  {
    keys: () => 'Ctrl + 1 … 9',
    action: 'Jump to that tab',
    matches: (e) => ctrlOnly(e) && (digitOf(e) ?? 0) > 0 && !dialogOpen(),
    // A number beyond the tab count jumps to the last tab.
    run: (e) => goToTab((count) => Math.min(digitOf(e) ?? count, count) - 1),
  },
  {
    keys: () => 'Ctrl + 0',
    action: 'Jump to the last tab',
    matches: (e) => ctrlOnly(e) && digitOf(e) === 0 && !dialogOpen(),
    run: () => goToTab((count) => count - 1),
  },
  {
    keys: () => 'Ctrl + [  /  Ctrl + ]',
    action: 'Previous / next tab',
    matches: (e) => ctrlOnly(e) && bracketStep(e) !== undefined && !dialogOpen(),
    run: (e) => goToTab((count, active) => (active + (bracketStep(e) ?? 0) + count) % count),
  },
  {
    keys: () => 'Ctrl + E',
    action: 'Edit the active tab',
    matches: (e) => ctrlOnly(e) && isLetter(e, 'e') && !dialogOpen(),
    run: () => {
      useTabStore.getState().openEditTab();
      return true;
    },
  },
  {
    keys: (apple) => (apple ? 'Cmd + C' : 'Ctrl + C'),
    action: 'Copy the reply (or the selection)',
    // Copying a selection, or inside a text field, stays the browser's job.
    matches: (e, apple) =>
      (ctrlOnly(e) || primaryOnly(e, apple)) &&
      isLetter(e, 'c') &&
      !isTextField(document.activeElement) &&
      (window.getSelection()?.toString() ?? '') === '',
    run: () => {
      void copyOutput();
      return true;
    },
  },
  {
    keys: () => '/',
    action: 'Focus the query box',
    // SPEC.md section 5: not while the query box has focus, a dialog is open, or Ctrl/Meta/Alt is held;
    // nor while typing in another field, where '/' is just a character.
    matches: (e) =>
      e.key === '/' &&
      !e.ctrlKey &&
      !e.metaKey &&
      !e.altKey &&
      !isQueryBoxFocused() &&
      !dialogOpen() &&
      !isTextField(document.activeElement),
    run: () => {
      focusQueryBox();
      return true;
    },
  },
  {
    keys: (apple) => `${apple ? 'Cmd' : 'Ctrl'} + Z`,
    action: 'Undo removing a tab',
    // Only while a removal can be undone; otherwise native undo in text fields works as usual.
    matches: (e, apple) => primaryOnly(e, apple) && isLetter(e, 'z') && !dialogOpen(),
    run: () => useTabStore.getState().undoRemove(),
  },
];

/** The one keydown handler of the page: the first matching shortcut that acts takes the key. */
export function handleShortcut(event: KeyboardEvent, apple: boolean): void {
  if (event.defaultPrevented || event.isComposing) return;
  for (const shortcut of SHORTCUTS) {
    if (shortcut.matches(event, apple) && shortcut.run(event)) {
      event.preventDefault();
      return;
    }
  }
}
