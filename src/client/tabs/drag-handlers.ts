import type { KeyboardEvent, PointerEvent, TouchEvent } from 'react';

/** The event handlers through which drag and drop starts on a tab (dnd-kit's sensor activators). */
export interface DragHandlers {
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onTouchStart?: (event: TouchEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * Each tab's drag handlers, by tab id. Drag and drop loads after the first paint and must not
 * replace the tab elements on screen (a press, a screen reader's cursor or a test holding a tab
 * would be lost), so it binds to the tabs from beside them and hands its handlers over here.
 */
const handlers = new Map<string, DragHandlers>();

export function setDragHandlers(id: string, value: DragHandlers | undefined): void {
  if (value) handlers.set(id, value);
  else handlers.delete(id);
}

export function dragHandlersOf(id: string): DragHandlers | undefined {
  return handlers.get(id);
}
