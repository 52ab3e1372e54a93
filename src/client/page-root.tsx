import { StrictMode, useLayoutEffect } from 'react';
import { Router } from 'wouter';
import { useTabStore } from './state/tab-store';
import { App } from './app';

/**
 * Shows what index.html's boot script hid (shell-boot.ts: someone's own tabs and persona
 * differ from the shell's) in the commit that renders the tabs as the store has them: hydration
 * renders the shell's, the render right after it the person's own.
 */
function ShowOwnShell() {
  const rendered = useTabStore((state) => state);
  useLayoutEffect(() => {
    if (rendered === useTabStore.getState()) delete document.documentElement.dataset.shell;
  }, [rendered]);
  return null;
}

/**
 * The whole page, as the build prerenders it (prerender.tsx) and as the browser hydrates or
 * renders it (main.tsx). The shell is prerendered at `/`: hydration renders that address first,
 * then the one in the address bar.
 */
export function PageRoot() {
  return (
    <StrictMode>
      <Router ssrPath="/">
        <App />
      </Router>
      <ShowOwnShell />
    </StrictMode>
  );
}
