/** Undo's keys: Cmd on Apple platforms, where Ctrl+Z is not undo. */
const undoKeys = (apple: boolean) => `${apple ? 'Cmd' : 'Ctrl'} + Z`;

/**
 * The page's keyboard shortcuts (SPEC.md section 4) in the spec's order: their keys and what they
 * do, as the 'Keyboard Shortcuts' dropdown lists them. The feature that owns each action registers
 * its handler under the shortcut's id (lib/shortcut-registry.ts).
 */
export const SHORTCUTS = [
  { id: 'jumpToTab', keys: () => 'Ctrl + 1 … 9', action: 'Jump to that tab' },
  { id: 'lastTab', keys: () => 'Ctrl + 0', action: 'Jump to the last tab' },
  { id: 'stepTab', keys: () => 'Ctrl + [  /  Ctrl + ]', action: 'Previous / next tab' },
  { id: 'editTab', keys: () => 'Ctrl + E', action: 'Edit the active tab' },
  { id: 'copyReply', keys: (apple: boolean) => (apple ? 'Cmd + C' : 'Ctrl + C'), action: 'Copy the reply (or the selection)' },
  { id: 'focusQuery', keys: () => '/', action: 'Focus the query box' },
  { id: 'undoRemove', keys: undoKeys, action: 'Undo removing a tab' },
  // After SPEC.md's own rows' Ctrl+Z: while a tab's removal can be undone, the key does that first.
  { id: 'undoDeletePersona', keys: undoKeys, action: 'Undo deleting a persona' },
  { id: 'stopReply', keys: () => 'Esc', action: 'Stop the reply while it streams' },
] as const;

export type ShortcutId = (typeof SHORTCUTS)[number]['id'];

/** Keys that belong to one field rather than the page: the query box and the persona dialog. */
export const FIELD_KEYS = [
  { keys: 'Enter', action: 'Submit' },
  { keys: 'Shift + Enter', action: 'New line' },
  { keys: 'Esc', action: 'Close the persona dialog' },
] as const;
