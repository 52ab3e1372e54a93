import { onFirstContact } from './first-contact';

/**
 * Runs `load` once, before anyone can submit: at the person's first press, key, focus or typing on
 * the page (lib/first-contact.ts), or at once if that has come (code loaded meanwhile asks for
 * more). A submit needs one of them first, so what a reply needs to reach the screen loads so,
 * never between Enter and its first word; and a page nobody reaches for (a tab opened and left, a
 * phone still drawing it) spends nothing on it. A submit made otherwise (the shell's held Enter)
 * calls `markContact` first.
 */
export function loadBeforeFirstSubmit(load: () => unknown): void {
  onFirstContact(() => void load());
}
