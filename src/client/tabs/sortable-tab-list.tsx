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
import type { PointerEvent } from 'react';
import { titleKey } from '../../shared/sanitise-name';
import { TabButton, type TabButtonProps } from './tab-button';
import { TAB_LABELS } from './tab-labels';
import type { TabListProps } from './tab-list-props';
import { useTabStore } from './tab-store';

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

/** Tabs move along the bar only. */
const horizontalOnly: Modifier = ({ transform }) => ({ ...transform, y: 0 });

type SortableTabProps = { id: string } & Pick<TabButtonProps, 'tab' | 'index' | 'active' | 'onNavigateKey'>;

function SortableTab({ id, ...props }: SortableTabProps) {
  const { setNodeRef, attributes, listeners, transform, transition, isDragging, isOver } = useSortable({
    id,
    attributes: { role: 'tab', roleDescription: TAB_LABELS.dragRoleDescription },
  });
  return (
    <TabButton
      {...props}
      {...attributes}
      {...listeners}
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      dragging={isDragging}
      dropTarget={isOver && !isDragging}
    />
  );
}

/** The tabs with drag and drop by mouse, touch and keyboard (loaded after the first paint). */
export function SortableTabList({ tabs, activeIndex, onNavigateKey, onDraggingChange }: TabListProps) {
  const moveTab = useTabStore((s) => s.moveTab);
  const sensors = useSensors(
    useSensor(MousePointerSensor, { activationConstraint: { distance: POINTER_ACTIVATION_PX } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_HOLD_MS, tolerance: TOUCH_TOLERANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = tabs.map((tab) => titleKey(tab.title));
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
    onDraggingChange?.(false);
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
      onDragStart={() => onDraggingChange?.(true)}
      onDragEnd={onDragEnd}
      onDragCancel={() => onDraggingChange?.(false)}
    >
      <SortableContext items={ids} strategy={horizontalListSortingStrategy}>
        {tabs.map((tab, index) => (
          <SortableTab
            key={ids[index]}
            id={ids[index] ?? ''}
            tab={tab}
            index={index}
            active={index === activeIndex}
            onNavigateKey={onNavigateKey}
          />
        ))}
      </SortableContext>
    </DndContext>
  );
}
