import type { KeyboardEvent } from 'react';
import type { Tab } from '../../shared/tab';

/** What both renderings of the tabs (plain, and sortable once drag and drop has loaded) receive. */
export interface TabListProps {
  tabs: readonly Tab[];
  activeIndex: number;
  onNavigateKey: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onDraggingChange?: (dragging: boolean) => void;
}
