import { prerender } from 'react-dom/static';
import { PageRoot } from './page-root';
import { prerenderVariant, type ShellVariant } from './ui/use-media-query';

/**
 * The page's shell as HTML, for one kind of screen: what a first visit shows before any script has
 * run (header, the default persona's tabs, the query box, the FAQ's questions, the footer).
 * Rendered at build time, in Node, by vite-prerender.ts; the parts whose code loads later
 * (ui/hydrate-when-needed.tsx) are waited for, so that the shell has them whole.
 */
export async function renderShell(variant: ShellVariant): Promise<string> {
  prerenderVariant(variant);
  // Every part in place, none outlined: past its default of 12,800 bytes React writes a part (the
  // FAQ) after the shell, hidden, with a script that moves it into place a frame after the first
  // paint, a long task of layout on a phone. The whole page is in one document here anyway.
  const { prelude } = await prerender(<PageRoot ssrPath="/" />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}
