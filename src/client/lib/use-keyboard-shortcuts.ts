import { useEffect } from 'react';
import { isApplePlatform } from './platform';
import { handleShortcut } from './shortcut-registry';

/** Installs the page's single keydown listener, which dispatches to the shortcut registry. */
export function useKeyboardShortcuts(): void {
  useEffect(() => {
    const apple = isApplePlatform();
    const onKeyDown = (event: KeyboardEvent) => handleShortcut(event, apple);
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
