/** What counts as a person reaching for the page: a press, a key, a focus or typing, anywhere. */
const CONTACTS = ['pointerdown', 'keydown', 'focusin', 'input'] as const;

let touched = false;
const waiting = new Set<() => void>();

function touch(): void {
  if (touched) return;
  touched = true;
  for (const type of CONTACTS) removeEventListener(type, touch, { capture: true });
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
}

// Not where the page is prerendered (Node): nobody reaches for it there. Focus already inside the
// page as its script starts (the person tapped the shell's query box before) counts as contact.
if (typeof window !== 'undefined') {
  if (document.activeElement && document.activeElement !== document.body) touched = true;
  else for (const type of CONTACTS) addEventListener(type, touch, { capture: true });
}

/**
 * Runs `callback` at the person's first press, key, focus or typing on the page (at once if that
 * has come already). Returns a cancel function.
 */
export function onFirstContact(callback: () => void): () => void {
  if (touched) {
    callback();
    return () => {};
  }
  const once = () => callback();
  waiting.add(once);
  return () => void waiting.delete(once);
}

/** Counts as contact now: something the page does for the person needs what contact loads. */
export const markContact = touch;
