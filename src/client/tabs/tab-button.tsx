import { memo, type KeyboardEvent } from 'react';
import { titleKey } from '../../shared/sanitise-name';
import type { Tab } from '../../shared/tab';
import { useTabStore } from '../state/tab-store';
import { dragHandlersOf } from './drag-handlers';
import { displayTitle, tabTooltip } from './tab-title';

/** The id that ties a tab element to its drag-and-drop binding: its title as compared (unique in a persona). */
export const tabId = (tab: Tab) => titleKey(tab.title);

export interface TabButtonProps {
  tab: Tab;
  index: number;
  active: boolean;
  /** Arrow, Home and End keys (the bar's roving focus); they run before any drag handler. */
  onNavigateKey: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/**
 * One tab of the 'Modes' tablist: its 1-based number and its display title, the whole title on
 * hover with the start of its instruction. Only the active tab is in the Tab order (roving tabindex); the bar moves focus with arrows.
 * Drag and drop, once loaded, starts through the handlers it registered for this tab's id.
 */
// Memoised: the bar renders again as it measures itself after hydration, binds drag and drop and
// shows its scroll buttons, and nine tabs rendered again each time made those tasks long on a phone.
export const TabButton = memo(function TabButton({ tab, index, active, onNavigateKey }: TabButtonProps) {
  const selectTab = useTabStore((s) => s.selectTab);
  const id = tabId(tab);
  return (
    <button
      type="button"
      role="tab"
      aria-selected={active}
      tabIndex={active ? 0 : -1}
      data-index={index}
      data-tab-id={id}
      title={tabTooltip(tab.title, tab.instruction)}
      className={active ? 'tab tab--active' : 'tab'}
      onClick={() => selectTab(index)}
      onPointerDown={(event) => dragHandlersOf(id)?.onPointerDown?.(event)}
      onTouchStart={(event) => dragHandlersOf(id)?.onTouchStart?.(event)}
      onKeyDown={(event) => {
        onNavigateKey(event);
        if (!event.defaultPrevented) dragHandlersOf(id)?.onKeyDown?.(event);
      }}
    >
      <span className="tab-number">{index + 1}</span>
      <span className="tab-title">{displayTitle(tab.title)}</span>
    </button>
  );
});
