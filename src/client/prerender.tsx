import { renderToString } from 'react-dom/server';
import { PageRoot } from './page-root';
import { prerenderVariant, type ShellVariant } from './ui/use-media-query';

/**
 * The page's shell as HTML, for one kind of screen: what a first visit shows before any script has
 * run (header, the default persona's tabs, the query box, the FAQ's questions, the footer).
 * Rendered at build time, in Node, by vite-prerender.ts.
 */
export function renderShell(variant: ShellVariant): string {
  prerenderVariant(variant);
  return renderToString(<PageRoot />);
}
