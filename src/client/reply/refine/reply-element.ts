/** The rendered reply: the element just before the anchor (refine-selection.tsx renders right after it). */
export function replyBefore(anchor: Element | null): HTMLElement | null {
  const reply = anchor?.previousElementSibling;
  return reply instanceof HTMLElement ? reply : null;
}

/** Set on the reply once the keys move its caret, until a press of the mouse: the caret is drawn meanwhile. */
export const KEYBOARD_CARET = 'data-keyboard-caret';
