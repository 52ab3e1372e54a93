/** Ctrl alone (no Alt, Meta or Shift): the tab shortcuts of SPEC.md section 4. */
export const ctrlOnly = (e: KeyboardEvent) => e.ctrlKey && !e.altKey && !e.metaKey && !e.shiftKey;

/** Cmd on Apple platforms, Ctrl elsewhere, alone. */
export const primaryOnly = (e: KeyboardEvent, apple: boolean) =>
  (apple ? e.metaKey && !e.ctrlKey : e.ctrlKey && !e.metaKey) && !e.altKey && !e.shiftKey;

/** The digit of a key press on the main row or the keypad (e.code survives keyboard layouts and Ctrl). */
export function digitOf(e: KeyboardEvent): number | undefined {
  const match = /^(?:Digit|Numpad)(\d)$/.exec(e.code) ?? /^(\d)$/.exec(e.key);
  return match ? Number(match[1]) : undefined;
}

/**
 * The Enter that sends a box's text (the query box, the refine box): not Shift+Enter, a new line,
 * and not the Enter that confirms a word an input method (Japanese, Chinese, Korean) is composing,
 * which would send half a word. Browsers mark that one `isComposing`, or (Safari, after the
 * composition ended) give it keyCode 229.
 */
export const isSubmitEnter = (e: KeyboardEvent) => e.key === 'Enter' && !e.shiftKey && !e.isComposing && e.keyCode !== 229;

/** A letter key by its character, or by its position when the layout types a non-Latin letter there. */
export function isLetter(e: KeyboardEvent, letter: string): boolean {
  const key = e.key.toLowerCase();
  return key === letter || (!/^[a-z]$/.test(key) && e.code === `Key${letter.toUpperCase()}`);
}

/** -1 for '[', +1 for ']', by character or by key position. */
export function bracketStep(e: KeyboardEvent): -1 | 1 | undefined {
  if (e.key === '[' || e.code === 'BracketLeft') return -1;
  if (e.key === ']' || e.code === 'BracketRight') return 1;
  return undefined;
}

/**
 * Ctrl/Cmd+Z outside a text field, where it undoes the typing: the page's undo of a removed tab
 * or a deleted persona.
 */
export const isPageUndo = (e: KeyboardEvent, apple: boolean) => primaryOnly(e, apple) && isLetter(e, 'z') && !isTextField(document.activeElement);

const NON_TEXT_INPUTS = ['button', 'checkbox', 'radio', 'range', 'submit', 'reset', 'file', 'color'];

/** A field where keys type text, so that '/' and Ctrl+C keep their usual meaning there. */
export function isTextField(el: Element | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el.isContentEditable || el instanceof HTMLTextAreaElement) return true;
  return el instanceof HTMLInputElement && !NON_TEXT_INPUTS.includes(el.type);
}

/**
 * Whether the focused field has text selected: Ctrl+C then copies it, as the browser does. A text
 * field with nothing selected copies nothing on Ctrl+C, so the page may take the key there.
 * Fields without a caret API (email, number) count as selected: the browser keeps the key.
 */
export function hasFieldSelection(el: Element | null): boolean {
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLInputElement) {
    const { selectionStart, selectionEnd } = el;
    return selectionStart === null || selectionStart !== selectionEnd;
  }
  return false;
}
