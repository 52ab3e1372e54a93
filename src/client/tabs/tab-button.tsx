import type { ButtonHTMLAttributes, KeyboardEvent, Ref } from 'react';
import type { Tab } from '../../shared/tab';
import { useTabStore } from './tab-store';
import { displayTitle } from './tab-title';

export interface TabButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'title'> {
  tab: Tab;
  index: number;
  active: boolean;
  ref?: Ref<HTMLButtonElement>;
  /** The tab a dragged tab is over. */
  dropTarget?: boolean;
  dragging?: boolean;
  /** Arrow, Home and End keys (the bar's roving focus); runs before any drag sensor's key handler. */
  onNavigateKey?: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/**
 * One tab of the 'Modes' tablist: its 1-based number and its display title, the whole title on
 * hover. Only the active tab is in the Tab order (roving tabindex); the bar moves focus with arrows.
 * Extra props (drag listeners and attributes) are spread first so the tab semantics always win.
 */
export function TabButton({
  tab,
  index,
  active,
  dropTarget = false,
  dragging = false,
  onNavigateKey,
  className,
  ref,
  ...rest
}: TabButtonProps) {
  const selectTab = useTabStore((s) => s.selectTab);
  const classes = ['tab', active && 'tab--active', dropTarget && 'tab--drop-target', dragging && 'tab--dragging', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      ref={ref}
      type="button"
      role="tab"
      aria-selected={active}
      tabIndex={active ? 0 : -1}
      data-index={index}
      title={tab.title}
      className={classes}
      onClick={() => selectTab(index)}
      onKeyDown={(event) => {
        onNavigateKey?.(event);
        if (!event.defaultPrevented) rest.onKeyDown?.(event);
      }}
    >
      <span className="tab-number">{index + 1}</span>
      <span className="tab-title">{displayTitle(tab.title)}</span>
    </button>
  );
}
