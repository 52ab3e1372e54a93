import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/** The boot script's mark of a shell that is not the person's own (shell-boot.ts, global.css). */
const shellHidden = () => document.documentElement.dataset.shell === 'own';

/**
 * Whether a part the boot script hid until the page has rendered it may show: false while React
 * hydrates the prerendered shell, true from the render after it on, which shows the person's own
 * state. Where the shell was not hidden it stays false: no render after hydration just to say so
 * (the tabs bar's was the larger part of the first task after it on a phone).
 */
export function useShellRevealed(): boolean {
  return useSyncExternalStore(noChanges, shellHidden, () => false);
}
