/** True on macOS / iOS, where SPEC.md's Ctrl/Cmd shortcuts use Cmd. */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /Mac|iPhone|iPad|iPod/i.test(navigator.platform || navigator.userAgent);
}

export interface ShortcutHelpRow {
  keys: string;
  action: string;
}

/** The rows of the 'Keyboard Shortcuts' dropdown (SPEC.md section 4), in the spec's order. */
export function shortcutHelpRows(apple: boolean = isApplePlatform()): ShortcutHelpRow[] {
  const mod = apple ? 'Cmd' : 'Ctrl';
  return [
    { keys: 'Ctrl + 1 … 9', action: 'Jump to that tab' },
    { keys: 'Ctrl + 0', action: 'Jump to the last tab' },
    { keys: 'Ctrl + [  /  Ctrl + ]', action: 'Previous / next tab' },
    { keys: 'Ctrl + E', action: 'Edit the active tab' },
    { keys: 'Ctrl + C', action: 'Copy the reply (or the selection)' },
    { keys: '/', action: 'Focus the query box' },
    { keys: `${mod} + Z`, action: 'Undo removing a tab' },
    { keys: 'Enter', action: 'Submit' },
    { keys: 'Shift + Enter', action: 'New line' },
    { keys: 'Esc', action: 'Close the persona dialog' },
  ];
}
