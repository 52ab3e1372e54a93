import { Suspense } from 'react';
import { lazyWhenLoaded } from '../ui/lazy-when-loaded';

/** The markdown renderer and its grammars load in their own chunk, off the first-paint path. */
const markdownView = lazyWhenLoaded(() => import('./markdown-view').then((m) => m.MarkdownView));
/** Fetches the renderer's chunk (the reply area does so once the page is idle). */
export const loadMarkdownView = markdownView.load;
const MarkdownView = markdownView.Component;

/** The class of the plain text shown while the renderer loads: a rendered copy leaves it out. */
export const PLAIN_MARKDOWN_CLASS = 'output__plain';

/** The rendered markdown, or the plain text while the renderer loads. */
export function LazyMarkdown({ markdown, streaming }: { markdown: string; streaming: boolean }) {
  return (
    <Suspense fallback={<div className={PLAIN_MARKDOWN_CLASS}>{markdown}</div>}>
      <MarkdownView markdown={markdown} streaming={streaming} />
    </Suspense>
  );
}
