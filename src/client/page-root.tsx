import { StrictMode } from 'react';
import { Router } from 'wouter';
import { App } from './app';

/**
 * The whole page, as the build prerenders it (prerender.tsx, at `ssrPath`) and as the browser
 * hydrates or renders it (main.tsx, at the address in the address bar: the shell is the same for
 * every address the page's route takes).
 */
export function PageRoot({ ssrPath }: { ssrPath?: string }) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath}>
        <App />
      </Router>
    </StrictMode>
  );
}
