import { Suspense } from 'react';
import { lazyWhenLoaded } from '../ui/lazy-when-loaded';

/** The markdown renderer and its grammars load in their own chunk, off the first-paint path. */
const markdownView = lazyWhenLoaded(() => import('./markdown-view').then((m) => m.MarkdownView));
/**
 * Fetches the renderer (the reply area does so before the first submit): the parser first, then the
 * view, so that each is evaluated in a task of its own, not one long one.
 */
export const loadMarkdownView = () => import('./block-stream').then(() => markdownView.load());
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
