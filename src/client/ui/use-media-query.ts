import { useSyncExternalStore } from 'react';
import { NARROW_SCREEN_MAX_PX } from '../../shared/config/app-config';

export const NARROW_QUERY = `(max-width: ${NARROW_SCREEN_MAX_PX}px)`;
/** "Mobile" in SPEC.md: a narrow screen or a touch-first device. */
export const MOBILE_QUERY = `${NARROW_QUERY}, (pointer: coarse)`;

// One MediaQueryList per query: getSnapshot runs on every render of every user, and creating a
// list each time costs more than the render itself (a tab switch re-renders dozens of them).
// Keyed by the matchMedia function too, so a replaced one (tests) is asked afresh.
const lists = new WeakMap<typeof window.matchMedia, Map<string, MediaQueryList>>();
function mediaList(query: string): MediaQueryList | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  let byQuery = lists.get(window.matchMedia);
  if (!byQuery) {
    byQuery = new Map();
    lists.set(window.matchMedia, byQuery);
  }
  let list = byQuery.get(query);
  if (!list) {
    list = window.matchMedia(query);
    byQuery.set(query, list);
  }
  return list;
}

function matches(query: string): boolean {
  return mediaList(query)?.matches ?? false;
}

/** The variants of the prerendered shell, one a kind of screen (shell-boot.ts puts one on the page). */
export type ShellVariant = 'wide' | 'mobile' | 'narrow';

const MATCHED_BY: Record<string, readonly ShellVariant[]> = {
  [NARROW_QUERY]: ['narrow'],
  [MOBILE_QUERY]: ['narrow', 'mobile'],
};

let prerendering: ShellVariant = 'wide';

/** At build time: the variant the next prerender is for. */
export function prerenderVariant(variant: ShellVariant): void {
  prerendering = variant;
}

/**
 * Whether `query` matched for the shell on the page (or the one being prerendered): what the
 * hydrating render must show, whatever the screen says by then. Other queries: false.
 */
function shellMatches(query: string): boolean {
  const variant = typeof document === 'undefined' ? prerendering : ((document.documentElement.dataset.shellMedia ?? 'wide') as ShellVariant);
  return MATCHED_BY[query]?.includes(variant) ?? false;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaList(query);
      if (!list) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matches(query),
    () => shellMatches(query),
  );
}

export const useIsNarrowScreen = (): boolean => useMediaQuery(NARROW_QUERY);
export const useIsMobile = (): boolean => useMediaQuery(MOBILE_QUERY);
