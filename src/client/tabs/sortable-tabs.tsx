import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, horizontalListSortingStrategy, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useLayoutEffect, type PointerEvent } from 'react';
import type { Tab } from '../../shared/tab';
import { useTabStore } from '../state/tab-store';
import { setDragHandlers, type DragHandlers } from './drag-handlers';
import { tabId } from './tab-button';
import { TAB_LABELS } from './tab-labels';

/**
 * Mouse and pen drag after a few pixels, so a click still selects. Touch is left to the
 * TouchSensor, whose press-and-hold delay keeps a swipe free to scroll the tabs bar.
 */
class MousePointerSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent: event }: PointerEvent) => event.isPrimary && event.button === 0 && event.pointerType !== 'touch',
    },
  ];
}

const POINTER_ACTIVATION_PX = 6;
const TOUCH_HOLD_MS = 250;
const TOUCH_TOLERANCE_PX = 8;

/** Space picks the selected tab up; Enter is left to selecting (the tablist's manual activation). */
const KEYBOARD_CODES = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };

/** Tabs move along the bar only. */
const horizontalOnly: Modifier = ({ transform }) => ({ ...transform, y: 0 });

/** The accessibility attributes dnd-kit adds; role and tabindex stay the tab's own. */
const DRAG_ATTRIBUTES = ['aria-roledescription', 'aria-describedby'] as const;

/**
 * Binds one tab element, found by id, to dnd-kit without rendering it: the element stays the one
 * the page painted first. Position, state and attributes are written to it directly.
 */
function TabDragBinding({ id, findTab }: { id: string; findTab: (id: string) => HTMLElement | null }) {
  const { setNodeRef, attributes, listeners, transform, transition, isDragging, isOver } = useSortable({
    id,
    attributes: { roleDescription: TAB_LABELS.dragRoleDescription },
  });

  useLayoutEffect(() => {
    const element = findTab(id);
    setNodeRef(element);
    setDragHandlers(id, listeners as DragHandlers | undefined);
    return () => setDragHandlers(id, undefined);
  }, [id, findTab, setNodeRef, listeners]);

  useLayoutEffect(() => {
    const element = findTab(id);
    if (!element) return;
    for (const name of DRAG_ATTRIBUTES) element.setAttribute(name, String(attributes[name]));
    element.style.transform = CSS.Translate.toString(transform) ?? '';
    element.style.transition = transition ?? '';
    element.classList.toggle('tab--dragging', isDragging);
    element.classList.toggle('tab--drop-target', isOver && !isDragging);
  });

  return null;
}

export interface SortableTabsProps {
  tabs: readonly Tab[];
  /** The painted tab element of an id. */
  findTab: (id: string) => HTMLElement | null;
  onDraggingChange: (dragging: boolean) => void;
}

/**
 * Drag and drop of the tabs by mouse, touch and keyboard, loaded after the first paint. Memoised:
 * selecting another tab changes none of its props, and rendering dnd-kit again would add to that
 * click's frame.
 */
export const SortableTabs = memo(function SortableTabs({ tabs, findTab, onDraggingChange }: SortableTabsProps) {
  const moveTab = useTabStore((s) => s.moveTab);
  const sensors = useSensors(
    useSensor(MousePointerSensor, { activationConstraint: { distance: POINTER_ACTIVATION_PX } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_HOLD_MS, tolerance: TOUCH_TOLERANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, keyboardCodes: KEYBOARD_CODES }),
  );
  const ids = tabs.map(tabId);
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(String(id));
  const titleOf = (id: UniqueIdentifier) => tabs[indexOf(id)]?.title ?? '';

  const announcements: Announcements = {
    onDragStart: ({ active }) => TAB_LABELS.dragStart(titleOf(active.id)),
    onDragOver: ({ active, over }) =>
      over ? TAB_LABELS.dragOver(titleOf(active.id), indexOf(over.id) + 1, tabs.length) : TAB_LABELS.dragOff(titleOf(active.id)),
    onDragEnd: ({ active, over }) =>
      TAB_LABELS.dragEnd(titleOf(active.id), (over ? indexOf(over.id) : indexOf(active.id)) + 1, tabs.length),
    onDragCancel: ({ active }) => TAB_LABELS.dragCancel(titleOf(active.id)),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    onDraggingChange(false);
    if (over) moveTab(indexOf(active.id), indexOf(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[horizontalOnly]}
      // The live region and instructions go to <body>: inside the tablist they would be children a
      // tablist may not have (axe: aria-required-children).
      accessibility={{
        announcements,
        container: document.body,
        screenReaderInstructions: { draggable: TAB_LABELS.dragInstructions },
      }}
      onDragStart={() => onDraggingChange(true)}
      onDragEnd={onDragEnd}
      onDragCancel={() => onDraggingChange(false)}
    >
      <SortableContext items={ids} strategy={horizontalListSortingStrategy}>
        {ids.map((id) => (
          <TabDragBinding key={id} id={id} findTab={findTab} />
        ))}
      </SortableContext>
    </DndContext>
  );
});
