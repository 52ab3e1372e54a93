import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Span } from './source-points';
import { sourceRange } from './source-range';
import { KEYBOARD_CARET, replyBefore } from './reply-element';

/** Where things are drawn over the reply, in pixels from the anchor (an element just under the reply). */
export interface Spot {
  top: number;
  left: number;
}

export interface SelectedPassage {
  /** The selection's source range in the version on show. */
  passage: Span;
  /** Just under the selection's end, and whether that end is in the right half (a button there grows leftwards). */
  spot: Spot & { right: number; rightHalf: boolean };
}

export interface ReplySelection {
  selected: SelectedPassage | null;
  /** The caret while the reply has focus from the keyboard and nothing is selected (browsers draw none in text that is not editable). */
  caret: (Spot & { height: number }) | null;
}

const NONE: ReplySelection = { selected: null, caret: null };

// Whether the arrow keys move the reply's caret (use-keyboard-selection.ts): a click in it shows none.
const keyboardFocused = (root: Element) => document.activeElement === root && root.hasAttribute(KEYBOARD_CARET);

/**
 * The passage the person has selected in the rendered reply (just before `anchor`), followed as the selection
 * changes: none for a collapsed selection or one not inside the reply. `keepRef` holds the passage
 * while a press on the button that takes it is under way (a tap may drop the selection first).
 */
export function useSelectedPassage(anchor: RefObject<HTMLElement | null>, markdown: string) {
  const [state, setState] = useState<ReplySelection>(NONE);
  const keepRef = useRef(false);

  useEffect(() => {
    const root = replyBefore(anchor.current);
    const update = () => {
      const origin = anchor.current?.getBoundingClientRect();
      const selection = document.getSelection();
      const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
      if (!root || !origin || !range) return setState((s) => (keepRef.current ? s : NONE));
      if (range.collapsed) {
        const rect = keyboardFocused(root) && root.contains(range.startContainer) ? range.getClientRects()[0] : undefined;
        if (keepRef.current) return;
        return setState({ selected: null, caret: rect ? { top: rect.top - origin.top, left: rect.left - origin.left, height: rect.height } : null });
      }
      const passage = sourceRange(root, range, markdown);
      const end = [...range.getClientRects()].filter((rect) => rect.width > 0).at(-1);
      if (!passage || !end) return setState((s) => (keepRef.current ? s : NONE));
      const left = end.right - origin.left;
      setState({ selected: { passage, spot: { top: end.bottom - origin.top, left, right: origin.width - left, rightHalf: left > origin.width / 2 } }, caret: null });
    };
    document.addEventListener('selectionchange', update);
    window.addEventListener('resize', update);
    root?.addEventListener('focus', update);
    root?.addEventListener('blur', update);
    update();
    return () => {
      document.removeEventListener('selectionchange', update);
      window.removeEventListener('resize', update);
      root?.removeEventListener('focus', update);
      root?.removeEventListener('blur', update);
    };
  }, [anchor, markdown]);

  return { ...state, keepRef };
}
