import { ChevronLeft, ChevronRight, Pencil, Plus, X } from 'lucide-react';
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { replayHeldKeys } from '../lib/held-keys';
import { registerShortcuts } from '../lib/shortcut-registry';
import { useShellRevealed } from '../ui/use-shell-revealed';
import { whenIdle } from '../lib/when-idle';
import { selectTabs } from '../state/tab-lookups';
import { useTabStore } from '../state/tab-store';
import { IconButton } from '../ui/icon-button';
import type { SortableTabsProps } from './sortable-tabs';
import { TabButton, tabId } from './tab-button';
import { preloadTabDialog } from './tab-dialogs';
import { openAddTab, removeTab } from './tab-commands';
import { nextTabIndex } from './tab-keys';
import { TAB_LABELS } from './tab-labels';
import { TAB_SHORTCUTS } from './tab-shortcuts';
import { useActiveTabAnchor } from './use-active-tab-anchor';
import { useTabScroll } from './use-tab-scroll';
import './tabs-bar.css';

const ICON_SIZE = 18;

/** SPEC.md section 2: the tabs bar with its scroll buttons, the active tab's actions and 'Add tab'. */
export function TabsBar() {
  const tabs = useTabStore(selectTabs);
  const activeIndex = useTabStore((s) => s.activeTabIndex);
  const { openEditTab } = useTabStore.getState();
  // Past hydration the bar shows the person's own tabs: the boot script's mark of a shell that
  // differs hides it until then (global.css).
  const rendered = useShellRevealed();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const tablistRef = useRef<HTMLDivElement>(null);
  // dnd-kit is not needed to show the tabs: it loads after the first paint and binds to them.
  const [SortableTabs, setSortableTabs] = useState<ComponentType<SortableTabsProps> | null>(null);
  const [dragging, setDragging] = useState(false);
  // The same, for the tabs' key handler, which stays one function so that the tabs render only when
  // they change (tab-button.tsx): read when a key is pressed, not when the bar renders.
  const draggingNow = useRef(false);
  const onDraggingChange = useCallback((now: boolean) => {
    draggingNow.current = now;
    setDragging(now);
  }, []);
  const { canScrollBack, canScrollForward, scrollStep } = useTabScroll(scrollerRef);
  const anchor = useActiveTabAnchor(scrollerRef, activeIndex, tabs.map((t) => t.title).join('\n'));

  useEffect(() => {
    const unregister = registerShortcuts(TAB_SHORTCUTS);
    // Keys pressed for these shortcuts before the page had started act now.
    replayHeldKeys();
    return unregister;
  }, []);
  // A transition: binding every tab renders the bar again, in slices that never hold up the page.
  useEffect(() => whenIdle(() => import('./sortable-tabs').then((m) => startTransition(() => setSortableTabs(() => m.SortableTabs)))), []);

  const findTab = useCallback(
    (id: string) => tablistRef.current?.querySelector<HTMLElement>(`[role="tab"][data-tab-id="${CSS.escape(id)}"]`) ?? null,
    [],
  );

  const focusTab = useCallback((index: number) => tablistRef.current?.querySelector<HTMLElement>(`[role="tab"][data-index="${index}"]`)?.focus(), []);

  // Set when the active tab is removed or restored: focus follows the tab that is active next, so
  // a second Enter cannot remove a second mode.
  const focusActiveNext = useRef(false);
  useLayoutEffect(() => {
    if (!focusActiveNext.current) return;
    focusActiveNext.current = false;
    focusTab(activeIndex);
  });
  const focusActiveAfterRender = () => {
    focusActiveNext.current = true;
  };

  /**
   * The ARIA tabs pattern with manual activation: arrows, Home and End move the focus only, so that
   * passing over modes sends nothing; Enter or Space selects the focused tab. On the selected tab,
   * Space goes on to the drag sensor (pick up).
   */
  const onNavigateKey = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>) => {
      // While a tab is picked up, the arrow keys belong to the keyboard drag sensor.
      if (draggingNow.current || event.altKey || event.ctrlKey || event.metaKey) return;
      const state = useTabStore.getState();
      const focused = Number(event.currentTarget.dataset.index);
      if ((event.key === 'Enter' || event.key === ' ') && focused !== state.activeTabIndex) {
        event.preventDefault();
        state.selectTab(focused);
        return;
      }
      const next = nextTabIndex(event.key, focused, selectTabs(state).length);
      if (next === undefined) return;
      event.preventDefault();
      focusTab(next);
    },
    [focusTab],
  );

  const overflowing = canScrollBack || canScrollForward;
  // The scroll buttons show only while the tabs overflow the bar.
  const scrollButton = (step: -1 | 1) =>
    overflowing && (
      <IconButton
        className="tabs-scroll"
        label={step < 0 ? TAB_LABELS.scrollLeft : TAB_LABELS.scrollRight}
        icon={step < 0 ? <ChevronLeft size={ICON_SIZE} aria-hidden="true" /> : <ChevronRight size={ICON_SIZE} aria-hidden="true" />}
        tabIndex={-1}
        disabled={step < 0 ? !canScrollBack : !canScrollForward}
        onClick={() => scrollStep(step)}
      />
    );

  return (
    <div className="tabs-bar" data-rendered={rendered || undefined}>
      {scrollButton(-1)}
      {/* Which edges have more tabs behind them: a narrow bar fades there (tabs-bar.css). */}
      <div className="tabs-scroller" ref={scrollerRef} data-more-before={canScrollBack || undefined} data-more-after={canScrollForward || undefined}>
        <div ref={tablistRef} role="tablist" aria-label={TAB_LABELS.tablist} className="tabs-list">
          {tabs.map((tab, index) => (
            <TabButton key={tabId(tab)} tab={tab} index={index} active={index === activeIndex} onNavigateKey={onNavigateKey} />
          ))}
        </div>
        {SortableTabs && <SortableTabs tabs={tabs} findTab={findTab} onDraggingChange={onDraggingChange} />}
        {anchor !== undefined && (
          <div className="tab-actions" style={{ left: anchor }} hidden={dragging}>
            <IconButton
              className="tab-action"
              label={TAB_LABELS.editTab}
              icon={<Pencil size={14} aria-hidden="true" />}
              onPointerEnter={preloadTabDialog}
              onFocus={preloadTabDialog}
              onClick={openEditTab}
            />
            <IconButton
              className="tab-action tab-action--danger"
              label={TAB_LABELS.removeTab}
              icon={<X size={16} aria-hidden="true" />}
              onClick={() => {
                if (removeTab(activeIndex, focusActiveAfterRender)) focusActiveAfterRender();
              }}
            />
          </div>
        )}
      </div>
      {scrollButton(1)}
      <IconButton
        className="tabs-add"
        label={TAB_LABELS.addTab}
        icon={<Plus size={ICON_SIZE} aria-hidden="true" />}
        onPointerEnter={preloadTabDialog}
        onFocus={preloadTabDialog}
        onClick={openAddTab}
      />
    </div>
  );
}
