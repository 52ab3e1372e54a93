import { TOAST_LABELS } from '../ui/toast-labels';

/** Accessible names and visible words of the tabs bar and its dialogs (DESIGN.md, Accessible names). */
export const TAB_LABELS = {
  tablist: 'Modes',
  addTab: 'Add tab',
  editTab: 'Edit tab',
  removeTab: 'Remove tab',
  undo: TOAST_LABELS.undo,
  /** SPEC.md's 'Tab removed. Undo? (Ctrl + Z)' without the key, on a touch-only device. */
  removedOnTouch: 'Tab removed. Undo?',
  scrollLeft: 'Scroll tabs left',
  scrollRight: 'Scroll tabs right',
  addDialog: 'Add tab',
  editDialog: 'Edit tab',
  title: 'Title',
  instruction: 'Instruction',
  instructionHint: 'Placed before your text when this mode runs.',
  showChanges: 'Show changes',
  showChangesHint: 'Replies in this mode open as a comparison with your text, to accept or reject each change.',
  saveAdd: 'Add tab',
  saveEdit: 'Save changes',
  dragRoleDescription: 'draggable tab',
  dragInstructions:
    'To move the selected tab, press Space to pick it up, the arrow keys to move it, then Space or Enter to drop it. Escape cancels.',
  dragStart: (title: string) => `Picked up tab ${title}.`,
  dragOver: (title: string, position: number, count: number) => `Tab ${title} is at position ${position} of ${count}.`,
  dragOff: (title: string) => `Tab ${title} is not over a position.`,
  dragEnd: (title: string, position: number, count: number) => `Tab ${title} dropped at position ${position} of ${count}.`,
  dragCancel: (title: string) => `Moving tab ${title} was cancelled.`,
} as const;
