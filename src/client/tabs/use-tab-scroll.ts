import { startTransition, useCallback, useLayoutEffect, useState, type RefObject } from 'react';
import { TAB_SCROLL_STEP_FRACTION } from '../../shared/config/app-config';

// Sub-pixel widths leave a fraction of a pixel of "overflow"; ignore it.
const EDGE_SLACK_PX = 1;

/** Which way the tabs bar can still scroll, and a step of half its visible width (SPEC.md section 2). */
export function useTabScroll(scrollerRef: RefObject<HTMLElement | null>) {
  const [edges, setEdges] = useState({ back: false, forward: false });

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const update = () => {
      const max = scroller.scrollWidth - scroller.clientWidth;
      const back = scroller.scrollLeft > EDGE_SLACK_PX;
      const forward = scroller.scrollLeft < max - EDGE_SLACK_PX;
      setEdges((old) => (old.back === back && old.forward === forward ? old : { back, forward }));
    };
    // The first measure, as the bar mounts or is hydrated, is not urgent: what it shows (the scroll
    // buttons, on a phone) renders in a task of its own rather than in hydration's, already long.
    startTransition(update);
    scroller.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    observer?.observe(scroller);
    if (scroller.firstElementChild) observer?.observe(scroller.firstElementChild);
    return () => {
      scroller.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [scrollerRef]);

  const scrollStep = useCallback(
    (direction: -1 | 1) => {
      const scroller = scrollerRef.current;
      if (!scroller) return;
      scroller.scrollBy({ left: direction * scroller.clientWidth * TAB_SCROLL_STEP_FRACTION, behavior: 'smooth' });
    },
    [scrollerRef],
  );

  return { canScrollBack: edges.back, canScrollForward: edges.forward, scrollStep };
}
