import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while React hydrates the prerendered shell, true from the render after it on (and in any
 * render where nothing was prerendered): a part can tell the shell's state from the page's own.
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
