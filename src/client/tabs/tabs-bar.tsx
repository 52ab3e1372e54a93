import { ChevronLeft, ChevronRight, Pencil, Plus, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { StaticTabList } from './static-tab-list';
import { preloadTabDialog } from './tab-dialogs';
import { nextTabIndex } from './tab-keys';
import { TAB_LABELS } from './tab-labels';
import type { TabListProps } from './tab-list-props';
import { selectTabs, useTabStore } from './tab-store';
import { useActiveTabAnchor } from './use-active-tab-anchor';
import { useTabScroll } from './use-tab-scroll';
import { whenIdle } from '../lib/when-idle';
import './tabs-bar.css';

const ICON_SIZE = 18;

/** SPEC.md section 2: the tabs bar with its scroll buttons, the active tab's actions and 'Add tab'. */
export function TabsBar() {
  const tabs = useTabStore(selectTabs);
  const activeIndex = useTabStore((s) => s.activeTabIndex);
  const { selectTab, openAddTab, openEditTab, removeTab } = useTabStore.getState();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const tablistRef = useRef<HTMLDivElement>(null);
  // dnd-kit is not needed to show the tabs: it loads after the first paint and replaces the plain list.
  const [SortableTabList, setSortableTabList] = useState<ComponentType<TabListProps> | null>(null);
  const refocusAfterSwap = useRef(false);
  const [dragging, setDragging] = useState(false);
  const { canScrollBack, canScrollForward, scrollStep } = useTabScroll(scrollerRef);
  // Re-measure when titles change or the tabs are remounted by the drag-and-drop swap.
  const layoutKey = `${SortableTabList ? 'sortable' : 'static'}:${tabs.map((t) => t.title).join('\n')}`;
  const anchor = useActiveTabAnchor(scrollerRef, activeIndex, layoutKey);

  useEffect(
    () =>
      whenIdle(() => {
        void import('./sortable-tab-list').then((m) => {
          // The swap remounts the tabs: a tab that had focus must get it back.
          refocusAfterSwap.current = tablistRef.current?.contains(document.activeElement) ?? false;
          setSortableTabList(() => m.SortableTabList);
        });
      }),
    [],
  );

  useLayoutEffect(() => {
    if (!refocusAfterSwap.current) return;
    refocusAfterSwap.current = false;
    focusTab(useTabStore.getState().activeTabIndex);
  }, [SortableTabList]);

  function focusTab(index: number) {
    tablistRef.current?.querySelector<HTMLElement>(`[role="tab"][data-index="${index}"]`)?.focus();
  }

  const onNavigateKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    // While a tab is picked up, the arrow keys belong to the keyboard drag sensor.
    if (dragging || event.altKey || event.ctrlKey || event.metaKey) return;
    const next = nextTabIndex(event.key, activeIndex, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    selectTab(next);
    focusTab(next);
  };

  const listProps = { tabs, activeIndex, onNavigateKey, onDraggingChange: setDragging };
  const overflowing = canScrollBack || canScrollForward;

  return (
    <div className="tabs-bar">
      {overflowing && (
        <button
          type="button"
          className="tabs-scroll"
          aria-label={TAB_LABELS.scrollLeft}
          tabIndex={-1}
          disabled={!canScrollBack}
          onClick={() => scrollStep(-1)}
        >
          <ChevronLeft size={ICON_SIZE} aria-hidden="true" />
        </button>
      )}
      <div className="tabs-scroller" ref={scrollerRef}>
        <div ref={tablistRef} role="tablist" aria-label={TAB_LABELS.tablist} className="tabs-list">
          {SortableTabList ? <SortableTabList {...listProps} /> : <StaticTabList {...listProps} />}
        </div>
        {anchor !== undefined && (
          <div className="tab-actions" style={{ left: anchor }} hidden={dragging}>
            <button
              type="button"
              className="tab-action"
              aria-label={TAB_LABELS.editTab}
              title={TAB_LABELS.editTab}
              onPointerEnter={preloadTabDialog}
              onFocus={preloadTabDialog}
              onClick={openEditTab}
            >
              <Pencil size={14} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="tab-action tab-action--danger"
              aria-label={TAB_LABELS.removeTab}
              title={TAB_LABELS.removeTab}
              onClick={() => removeTab(activeIndex)}
            >
              <X size={16} aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
      {overflowing && (
        <button
          type="button"
          className="tabs-scroll"
          aria-label={TAB_LABELS.scrollRight}
          tabIndex={-1}
          disabled={!canScrollForward}
          onClick={() => scrollStep(1)}
        >
          <ChevronRight size={ICON_SIZE} aria-hidden="true" />
        </button>
      )}
      <button
        type="button"
        className="tabs-add"
        aria-label={TAB_LABELS.addTab}
        title={TAB_LABELS.addTab}
        onPointerEnter={preloadTabDialog}
        onFocus={preloadTabDialog}
        onClick={openAddTab}
      >
        <Plus size={ICON_SIZE} aria-hidden="true" />
      </button>
    </div>
  );
}
