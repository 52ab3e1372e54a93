import { isApplePlatform } from './platform';
import { SHORTCUTS } from './shortcut-registry';

export { isApplePlatform };

export interface ShortcutHelpRow {
  keys: string;
  action: string;
}

/** Keys that belong to one field rather than the page: the query box and the persona dialog. */
const FIELD_KEYS: readonly ShortcutHelpRow[] = [
  { keys: 'Enter', action: 'Submit' },
  { keys: 'Shift + Enter', action: 'New line' },
  { keys: 'Esc', action: 'Close the persona dialog' },
];

/** The rows of the 'Keyboard Shortcuts' dropdown (SPEC.md section 4), in the spec's order. */
export function shortcutHelpRows(apple: boolean = isApplePlatform()): ShortcutHelpRow[] {
  return [...SHORTCUTS.map((s) => ({ keys: s.keys(apple), action: s.action })), ...FIELD_KEYS];
}
