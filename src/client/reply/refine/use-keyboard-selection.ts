import { useEffect, type RefObject } from 'react';
import { REFINE_LABELS } from './refine-labels';
import { KEYBOARD_CARET, replyBefore } from './reply-element';

type Direction = 'left' | 'right' | 'backward' | 'forward';
type Granularity = 'character' | 'word' | 'line' | 'paragraph' | 'lineboundary' | 'documentboundary';

/** What each key does to the selection: a direction, and how far without and with Ctrl. */
const STEPS: Record<string, [Direction, Granularity, Granularity]> = {
  ArrowLeft: ['left', 'character', 'word'],
  ArrowRight: ['right', 'character', 'word'],
  ArrowUp: ['backward', 'line', 'paragraph'],
  ArrowDown: ['forward', 'line', 'paragraph'],
  Home: ['backward', 'lineboundary', 'documentboundary'],
  End: ['forward', 'lineboundary', 'documentboundary'],
};

// Room kept between the caret and the window's edge when it scrolls into view.
const MARGIN_PX = 24;

function firstText(root: Element): Node {
  return document.createTreeWalker(root, NodeFilter.SHOW_TEXT).nextNode() ?? root;
}

/** Scrolls the window just enough to show the selection's moving end (a long paragraph does not jump). */
function keepInView({ focusNode, focusOffset }: Selection): void {
  if (!focusNode) return;
  const caret = document.createRange();
  caret.setStart(focusNode, focusOffset);
  const { top, bottom } = caret.getBoundingClientRect();
  if (bottom > window.innerHeight - MARGIN_PX) window.scrollBy(0, bottom - window.innerHeight + MARGIN_PX);
  else if (top < MARGIN_PX) window.scrollBy(0, top - MARGIN_PX);
}

/**
 * Makes the rendered reply selectable from the keyboard (DESIGN.md, Refine: every step without a
 * mouse). Browsers move no caret through text that is not editable, so while the reply has focus
 * the arrow keys (with Ctrl, by words or paragraphs), Home and End move a caret through it, and with
 * Shift extend the selection, as they do in a text box. The selection never leaves the reply, and
 * Tab then goes to `Refine selection`.
 */
export function useKeyboardSelection(anchor: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = replyBefore(anchor.current);
    if (!root) return;
    root.setAttribute('tabindex', '0');
    root.setAttribute('role', 'document');
    root.setAttribute('aria-label', REFINE_LABELS.replyText);
    const onKeyDown = (event: KeyboardEvent) => {
      // Tab goes from a selection to `Refine selection` (rendered in the anchor), before the links inside the reply.
      const button = anchor.current?.querySelector('button');
      if (event.key === 'Tab' && !event.shiftKey && button && event.target === root) {
        event.preventDefault();
        button.focus();
        return;
      }
      const step = STEPS[event.key];
      const selection = document.getSelection();
      if (!step || !selection || event.altKey || event.metaKey || event.target !== root) return;
      event.preventDefault();
      root.setAttribute(KEYBOARD_CARET, '');
      if (selection.rangeCount === 0 || !root.contains(selection.focusNode)) selection.collapse(firstText(root), 0);
      const { anchorNode, anchorOffset, focusNode, focusOffset } = selection;
      const [direction, near, far] = step;
      selection.modify(event.shiftKey ? 'extend' : 'move', direction, event.ctrlKey ? far : near);
      if (!root.contains(selection.focusNode) && anchorNode && focusNode) selection.setBaseAndExtent(anchorNode, anchorOffset, focusNode, focusOffset);
      keepInView(selection);
    };
    const onMouseDown = () => root.removeAttribute(KEYBOARD_CARET);
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('mousedown', onMouseDown);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('mousedown', onMouseDown);
      root.removeAttribute(KEYBOARD_CARET);
      root.removeAttribute('tabindex');
      root.removeAttribute('role');
      root.removeAttribute('aria-label');
    };
  }, [anchor]);
}
