import { StrictMode, useLayoutEffect } from 'react';
import { Router } from 'wouter';
import { App } from './app';
import { replayHeldPresses } from './lib/held-keys';

/**
 * The whole page, as the build prerenders it (prerender.tsx, at `ssrPath`) and as the browser
 * hydrates or renders it (main.tsx, at the address in the address bar: the shell is the same for
 * every address the page's route takes).
 */
export function PageRoot({ ssrPath }: { ssrPath?: string }) {
  // Presses on the shell held by its boot script are made again once the page is hydrated: after
  // this commit's effects have rendered (the query box takes the text typed into the shell so).
  useLayoutEffect(() => queueMicrotask(replayHeldPresses), []);
  return (
    <StrictMode>
      <Router ssrPath={ssrPath}>
        <App />
      </Router>
    </StrictMode>
  );
}
