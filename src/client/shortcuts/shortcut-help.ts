import { FIELD_KEYS, SHORTCUTS } from '../lib/shortcut-catalogue';
import { isApplePlatform } from '../lib/platform';

export interface ShortcutHelpRow {
  keys: string;
  action: string;
}

/** The rows of the 'Keyboard Shortcuts' dropdown (SPEC.md section 4): the page's shortcuts, then the field keys. */
export function shortcutHelpRows(apple: boolean = isApplePlatform()): ShortcutHelpRow[] {
  return [...SHORTCUTS.map((s) => ({ keys: s.keys(apple), action: s.action })), ...FIELD_KEYS];
}
