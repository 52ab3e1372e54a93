import { useCallback, useEffect, useLayoutEffect, type RefObject } from 'react';
import { QUERY_BOX_MAX_HEIGHT_PX, QUERY_BOX_RESIZE_DEBOUNCE_MS } from '../../shared/config/app-config';

/**
 * Grows the text area with its content up to QUERY_BOX_MAX_HEIGHT_PX, then scrolls inside it.
 * Typing re-measures at once (a box that lags behind its text feels broken); window resizes,
 * which re-wrap the text, re-measure after QUERY_BOX_RESIZE_DEBOUNCE_MS of calm.
 */
export function useAutoResize(ref: RefObject<HTMLTextAreaElement | null>, value: string): void {
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    const height = Math.min(el.scrollHeight, QUERY_BOX_MAX_HEIGHT_PX);
    el.style.height = `${height}px`;
    el.style.overflowY = el.scrollHeight > QUERY_BOX_MAX_HEIGHT_PX ? 'auto' : 'hidden';
  }, [ref]);

  useLayoutEffect(measure, [measure, value]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, QUERY_BOX_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [measure]);
}
