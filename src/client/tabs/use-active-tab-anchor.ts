import { startTransition, useLayoutEffect, useRef, useState, type RefObject } from 'react';

const SCROLL_MARGIN_PX = 24;

/**
 * Where the active tab ends, in the scroller's content coordinates, so that its edit and remove
 * buttons can sit on it. They cannot live inside the tablist (a tablist owns only tabs), so they
 * are laid over the tab's reserved end instead. Also keeps the active tab scrolled into view.
 */
export function useActiveTabAnchor(
  scrollerRef: RefObject<HTMLElement | null>,
  activeIndex: number,
  layoutKey: string,
): number | undefined {
  const [right, setRight] = useState<number>();
  const measured = useRef(false);

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const find = () => scroller?.querySelector<HTMLElement>(`[role="tab"][data-index="${activeIndex}"]`) ?? null;
    const measure = () => {
      const tab = find();
      setRight(tab ? tab.offsetLeft + tab.offsetWidth : undefined);
    };
    // The first measure, as the bar mounts or is hydrated, renders in a task of its own (the
    // actions appear a frame later); later ones at once, so that the actions move with the tab.
    if (measured.current) measure();
    else startTransition(measure);
    measured.current = true;
    const tab = find();
    if (scroller && tab) {
      // Only the bar scrolls horizontally; the page itself must not jump.
      const start = tab.offsetLeft - SCROLL_MARGIN_PX;
      const end = tab.offsetLeft + tab.offsetWidth + SCROLL_MARGIN_PX - scroller.clientWidth;
      if (scroller.scrollLeft > start) scroller.scrollLeft = Math.max(0, start);
      else if (scroller.scrollLeft < end) scroller.scrollLeft = end;
    }
    if (!scroller || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    for (const child of Array.from(scroller.querySelectorAll('[role="tab"]'))) observer.observe(child);
    return () => observer.disconnect();
  }, [scrollerRef, activeIndex, layoutKey]);

  return right;
}
