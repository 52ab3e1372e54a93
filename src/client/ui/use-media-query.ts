import { useSyncExternalStore } from 'react';
import { NARROW_SCREEN_MAX_PX } from '../../shared/config/app-config';

export const NARROW_QUERY = `(max-width: ${NARROW_SCREEN_MAX_PX}px)`;
/** "Mobile" in SPEC.md: a narrow screen or a touch-first device. */
export const MOBILE_QUERY = `${NARROW_QUERY}, (pointer: coarse)`;

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matches(query),
    () => false,
  );
}

export const useIsNarrowScreen = (): boolean => useMediaQuery(NARROW_QUERY);
export const useIsMobile = (): boolean => useMediaQuery(MOBILE_QUERY);
