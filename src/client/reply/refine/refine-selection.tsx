import { useRef } from 'react';
import { REFINE_LABELS } from './refine-labels';
import { refineStore } from './refine-store';
import { useKeyboardSelection } from './use-keyboard-selection';
import { useSelectedPassage } from './use-selected-passage';
import './refine.css';

export interface RefineSelectionProps {
  /** The version on show, as markdown. */
  markdown: string;
}

/**
 * `Refine selection` (DESIGN.md, Refine): shown just under a selection inside the rendered reply
 * (mouse, touch or keyboard: use-keyboard-selection.ts), it names that passage for the refine
 * controls, which then work on it alone. It renders right after the rendered reply's element
 * (OutputDisplay's `afterBody`), which it reads as the element before its own.
 */
export function RefineSelection({ markdown }: RefineSelectionProps) {
  const anchor = useRef<HTMLDivElement>(null);
  useKeyboardSelection(anchor);
  const { selected, caret, keepRef } = useSelectedPassage(anchor, markdown);

  const choose = () => {
    keepRef.current = false;
    if (selected) refineStore.setState({ passage: { ...selected.passage, markdown } });
  };

  return (
    <div ref={anchor} className="refine-selection">
      {caret && <span className="refine-selection__caret" aria-hidden="true" style={{ top: caret.top, left: caret.left, height: caret.height }} />}
      {selected && (
        <button
          type="button"
          className="reply-area__action refine-selection__button"
          style={selected.spot.rightHalf ? { top: selected.spot.top, right: Math.max(0, selected.spot.right) } : { top: selected.spot.top, left: selected.spot.left }}
          // A mouse press would clear the selection; a tap may, before its click: the passage is kept until then.
          onMouseDown={(event) => event.preventDefault()}
          onPointerDown={() => (keepRef.current = true)}
          onPointerCancel={() => (keepRef.current = false)}
          onClick={choose}
        >
          {REFINE_LABELS.refineSelection}
        </button>
      )}
    </div>
  );
}
